package ringside.suite;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import ringside.launcher.BenchmarkCost;

/**
 * One module's process: all its output goes to its log as it comes, the launcher's progress lines to the terminal
 * too. It can be stopped with everything it started (the JMH forks), first politely, then by force.
 */
final class ModuleProcess {
    /** How long the output may take to drain once the process has ended. */
    private static final Duration DRAIN = Duration.ofSeconds(10);

    private final Process process;
    private final Thread pump;
    private volatile String failure;
    private volatile IOException logFailure;
    private final List<String> notRun = new CopyOnWriteArrayList<>();
    private final List<String> failedBenchmarks = new CopyOnWriteArrayList<>();
    private final List<BenchmarkCost> costs = new CopyOnWriteArrayList<>();

    private ModuleProcess(ProcessBuilder command, Path log, PrintStream terminal) throws IOException {
        Writer logWriter = Files.newBufferedWriter(log, StandardCharsets.UTF_8);
        try {
            this.process = command.redirectErrorStream(true).start();
        } catch (IOException e) {
            logWriter.close();
            throw e;
        }
        this.pump = new Thread(() -> copy(logWriter, terminal), "ringside-output-" + process.pid());
        pump.setDaemon(true);
        pump.start();
    }

    static ModuleProcess start(ProcessBuilder command, Path log, PrintStream terminal) throws IOException {
        return new ModuleProcess(command, log, terminal);
    }

    private void copy(Writer logWriter, PrintStream terminal) {
        try (Writer logFile = logWriter; BufferedReader in = new BufferedReader(
                new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                logFile.write(line);
                logFile.write('\n');
                logFile.flush(); // the log is there to be followed while the module runs
                if (LauncherOutput.shown(line)) {
                    terminal.println(line);
                }
                LauncherOutput.failure(line).ifPresent(reason -> failure = reason);
                LauncherOutput.notRun(line).ifPresent(notRun::add);
                LauncherOutput.failedBenchmark(line).ifPresent(failedBenchmarks::add);
                LauncherOutput.cost(line).ifPresent(costs::add);
            }
        } catch (IOException e) {
            // a full disk or a folder gone: a module that cannot be logged is stopped, and the run stops with it
            logFailure = e;
            stop(Duration.ofSeconds(5));
        }
    }

    /** Why its log could not be written (a full disk), if it could not: the module was stopped then. */
    Optional<IOException> logFailure() {
        return Optional.ofNullable(logFailure);
    }

    /** True if the process ended within {@code limit}. */
    boolean awaitEnd(Duration limit) throws InterruptedException {
        return process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS);
    }

    /**
     * Stops the process and everything it started: SIGTERM (a JVM runs its shutdown hooks), then, for whatever
     * is still alive after {@code grace}, SIGKILL.
     */
    void stop(Duration grace) {
        List<ProcessHandle> all = new ArrayList<>(process.descendants().toList()); // before they lose their parent
        all.add(process.toHandle());
        all.forEach(ProcessHandle::destroy);
        long deadline = System.nanoTime() + grace.toNanos();
        for (ProcessHandle p : all) {
            try {
                p.onExit().get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            } catch (TimeoutException | ExecutionException e) {
                p.destroyForcibly();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                p.destroyForcibly();
            }
        }
    }

    /** Waits for the end and for its output; the exit status (128 + n when signal n ended it). */
    int exitStatus() throws InterruptedException {
        int status = process.waitFor();
        pump.join(DRAIN.toMillis());
        return status;
    }

    /** The benchmarks the launcher left out, each with the limit its variant stated (it prints each twice). */
    List<String> notRun() {
        return notRun.stream().distinct().toList();
    }

    /** The benchmarks that failed, each with its reason (the launcher prints each twice, as it does not-run lines). */
    List<String> failedBenchmarks() {
        return failedBenchmarks.stream().distinct().toList();
    }

    /** What each benchmark it finished cost, in the order they ran. */
    List<BenchmarkCost> costs() {
        return List.copyOf(costs);
    }

    /** The reason the launcher gave for a failed run, if it gave one. */
    String failure() {
        return failure;
    }
}
