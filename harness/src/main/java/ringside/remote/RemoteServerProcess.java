package ringside.remote;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import ringside.contract.Framework;
import ringside.contract.Frameworks;
import ringside.parameters.CpuSet;
import ringside.process.ExitStatus;
import ringside.workload.RemoteServerTotals;

/**
 * Remote's server JVM as the client's fork starts it: the same {@code java}, the same JVM arguments (heap, GC, flags)
 * and class path, the framework's arguments for the server's own parallelism, under {@code taskset -c
 * <remoteCpuList>}. Ready when it prints its {@code ready} line (awaited with a bound, never a blind sleep); asked for
 * its counts over its standard input and output; closed by closing its standard input (it exits), then destroyed if
 * it has not within a few seconds.
 */
public final class RemoteServerProcess implements RemoteServerHandle {
    private static final Duration EXIT_GRACE = Duration.ofSeconds(10);

    private final Process process;
    private final int port;
    private final String cpus;
    private final BlockingQueue<String> counted;
    private final Duration timeout;
    private final Thread destroyAtExit;

    private RemoteServerProcess(Process process, int port, String cpus, BlockingQueue<String> counted,
            Duration timeout, Thread destroyAtExit) {
        this.process = process;
        this.port = port;
        this.cpus = cpus;
        this.counted = counted;
        this.timeout = timeout;
        this.destroyAtExit = destroyAtExit;
    }

    /**
     * Starts the server of {@code framework}/{@code variant} from this JVM (the client's: its java, arguments and
     * class path), pinned to {@code serverCpus}, with that set's size as its parallelism, listening on
     * {@code bindAddress} at a free port; waits for it to be ready up to {@code timeout}.
     */
    public static RemoteServerProcess start(String framework, String variant, int clientParallelism,
            String serverCpus, String bindAddress, Duration timeout) throws IOException {
        Framework fw = Frameworks.named(framework);
        int serverParallelism = CpuSet.available(serverCpus).size();
        return start(command(thisJava(), ManagementFactory.getRuntimeMXBean().getInputArguments(),
                fw.jvmArgs(clientParallelism), fw.jvmArgs(serverParallelism), System.getProperty("java.class.path"),
                serverCpus, framework, variant, serverParallelism, bindAddress), timeout);
    }

    /**
     * The server's command line. {@code jvmArgs}: this JVM's, of which {@code clientFrameworkArgs} (the framework's at
     * the client's parallelism) are replaced by {@code serverFrameworkArgs}; JMH's own compile-command file stays
     * the fork's.
     */
    static List<String> command(String java, List<String> jvmArgs, List<String> clientFrameworkArgs,
            List<String> serverFrameworkArgs, String classPath, String serverCpus, String framework, String variant,
            int serverParallelism, String bindAddress) {
        List<String> command = new ArrayList<>(List.of("taskset", "-c", serverCpus, java));
        command.addAll(serverJvmArgs(jvmArgs, clientFrameworkArgs, serverFrameworkArgs));
        command.addAll(List.of("-cp", classPath, RemoteServerMain.class.getName(), framework, variant,
                Integer.toString(serverParallelism), bindAddress, "0"));
        return command;
    }

    /**
     * The server's JVM arguments made from the client's {@code jvmArgs}: the framework's at the client's parallelism
     * replaced by those at the server's, JMH's compile-command file left to the fork.
     */
    static List<String> serverJvmArgs(List<String> jvmArgs, List<String> clientFrameworkArgs,
            List<String> serverFrameworkArgs) {
        List<String> args = new ArrayList<>(jvmArgs);
        args.removeIf(a -> a.startsWith("-XX:CompileCommandFile="));
        args.removeAll(clientFrameworkArgs);
        args.addAll(serverFrameworkArgs);
        return args;
    }

    /** This JVM's {@code java} binary. */
    static String thisJava() {
        return ProcessHandle.current().info().command().orElseThrow(() -> new IllegalStateException(
                "cannot tell this JVM's java binary to start the remote server with the same one"));
    }

    /**
     * Starts the command and waits up to {@code timeout} for its ready line; a server that exits, prints something
     * else first, or is not ready in time is destroyed and the failure says which.
     */
    public static RemoteServerProcess start(List<String> command, Duration timeout) throws IOException {
        Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        // a server that hangs never reads the end of its input: when this JVM exits without closing it (a failed
        // fork), the hook ends it
        Thread destroyAtExit = new Thread(process::destroyForcibly, "ringside-remote-server-end");
        Runtime.getRuntime().addShutdownHook(destroyAtExit);
        CompletableFuture<String> ready = new CompletableFuture<>();
        BlockingQueue<String> counted = new LinkedBlockingQueue<>();
        Thread reader = new Thread(() -> forward(process, ready, counted), "ringside-remote-server-output");
        reader.setDaemon(true);
        reader.start();
        try {
            String line = ready.get(timeout.toNanos(), TimeUnit.NANOSECONDS);
            String[] words = line.split(" ");
            return new RemoteServerProcess(process, Integer.parseInt(words[1]), words[2], counted, timeout,
                    destroyAtExit);
        } catch (TimeoutException e) {
            process.destroyForcibly();
            throw new IllegalStateException("the remote server was not ready within " + timeout.toSeconds()
                    + " s (opTimeout): " + String.join(" ", command));
        } catch (ExecutionException e) {
            process.destroyForcibly();
            throw new IllegalStateException(e.getCause().getMessage() + ": " + String.join(" ", command));
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the remote server started");
        }
    }

    /**
     * The ready line completes {@code ready}, a line of counts goes to {@code counted}; every other line is the
     * server's output, passed on marked as such.
     */
    private static void forward(Process process, CompletableFuture<String> ready, BlockingQueue<String> counted) {
        try (BufferedReader out = new BufferedReader(
                new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                if (!ready.isDone() && line.matches(RemoteServerMain.READY + " [0-9]+ \\S+")) {
                    ready.complete(line);
                } else if (ready.isDone() && RemoteServerTotals.isLine(line)) {
                    counted.add(line);
                } else {
                    System.out.println("remote server: " + line);
                }
            }
        } catch (IOException e) {
            // the process is gone; below says so if it was never ready
        }
        ready.completeExceptionally(new IllegalStateException("the remote server ended before it was ready"
                + exitStatus(process)));
    }

    private static String exitStatus(Process process) {
        try {
            return process.waitFor(EXIT_GRACE.toSeconds(), TimeUnit.SECONDS)
                    ? " (" + ExitStatus.describe(process.exitValue()) + ")" : "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }

    @Override
    public int port() {
        return port;
    }

    @Override
    public String cpus() {
        return cpus;
    }

    /** Asks the server for its counts over its standard input; its answer comes on its standard output. */
    @Override
    public RemoteServerTotals totals() {
        return totals(timeout);
    }

    private synchronized RemoteServerTotals totals(Duration timeout) {
        try {
            counted.clear(); // a line that came after an earlier ask gave up is not this answer
            process.getOutputStream().write((RemoteServerMain.COUNT + "\n").getBytes(StandardCharsets.UTF_8));
            process.getOutputStream().flush();
            String line = counted.poll(timeout.toNanos(), TimeUnit.NANOSECONDS);
            if (line == null) {
                throw new IllegalStateException("the remote server did not report its counts within "
                        + timeout.toSeconds() + " s" + (process.isAlive() ? "" : exitStatus(process)));
            }
            return RemoteServerTotals.parse(line);
        } catch (IOException e) {
            throw new IllegalStateException("the remote server cannot be asked for its counts (it ended"
                    + exitStatus(process) + ")", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while asking the remote server for its counts");
        }
    }

    @Override
    public Optional<String> trouble(Duration probe) {
        String server = "the remote server JVM (pid " + process.pid() + ")";
        if (!process.isAlive()) {
            return Optional.of(server + " ended" + exitStatus(process));
        }
        try {
            totals(probe);
            return Optional.empty();
        } catch (IllegalStateException e) {
            return Optional.of(process.isAlive() ? server + " is running but did not answer the suite's own channel"
                    + " within " + probe.toSeconds() + " s: it is stopped or hung" : server + " ended"
                    + exitStatus(process));
        }
    }

    /** Closes its standard input, its signal to end, and destroys it if it has not ended within a few seconds. */
    @Override
    public void close() throws InterruptedException {
        try {
            Runtime.getRuntime().removeShutdownHook(destroyAtExit);
        } catch (IllegalStateException e) {
            // this JVM is already exiting: the hook ends the server
        }
        try {
            process.getOutputStream().close();
        } catch (IOException e) {
            // already gone
        }
        if (!process.waitFor(EXIT_GRACE.toSeconds(), TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor(EXIT_GRACE.toSeconds(), TimeUnit.SECONDS);
        }
    }
}
