package ringside.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import ringside.contract.Framework;
import ringside.contract.Frameworks;
import ringside.parameters.CpuSet;

/**
 * Remote's server JVM as the client's fork starts it: the same {@code java}, the same JVM arguments (heap, GC, flags)
 * and class path, the framework's arguments for the server's own parallelism, under {@code taskset -c
 * <remoteCpuList>}. Ready when it prints its {@code ready} line (awaited with a bound, never a blind sleep); closed by
 * closing its standard input (it exits), then destroyed if it has not within a few seconds.
 */
public final class RemoteServerProcess implements RemoteServerHandle {
    private static final Duration EXIT_GRACE = Duration.ofSeconds(10);

    private final Process process;
    private final int port;
    private final String cpus;

    private RemoteServerProcess(Process process, int port, String cpus) {
        this.process = process;
        this.port = port;
        this.cpus = cpus;
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
        List<String> args = new ArrayList<>(jvmArgs);
        args.removeIf(a -> a.startsWith("-XX:CompileCommandFile="));
        args.removeAll(clientFrameworkArgs);
        command.addAll(args);
        command.addAll(serverFrameworkArgs);
        command.addAll(List.of("-cp", classPath, RemoteServerMain.class.getName(), framework, variant,
                Integer.toString(serverParallelism), bindAddress, "0"));
        return command;
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
        CompletableFuture<String> ready = new CompletableFuture<>();
        Thread reader = new Thread(() -> forward(process, ready), "ringside-remote-server-output");
        reader.setDaemon(true);
        reader.start();
        try {
            String line = ready.get(timeout.toNanos(), TimeUnit.NANOSECONDS);
            String[] words = line.split(" ");
            return new RemoteServerProcess(process, Integer.parseInt(words[1]), words[2]);
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

    /** The ready line completes {@code ready}; every other line is the server's output, passed on marked as such. */
    private static void forward(Process process, CompletableFuture<String> ready) {
        try (BufferedReader out = new BufferedReader(
                new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                if (!ready.isDone() && line.matches(RemoteServerMain.READY + " [0-9]+ \\S+")) {
                    ready.complete(line);
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
            return process.waitFor(EXIT_GRACE.toSeconds(), TimeUnit.SECONDS) ? " (exit status " + process.exitValue()
                    + ")" : "";
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

    /** Closes its standard input, its signal to end, and destroys it if it has not ended within a few seconds. */
    @Override
    public void close() throws InterruptedException {
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
