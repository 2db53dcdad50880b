package ringside.sidebyside;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * One process of a side-by-side or published run: its output goes to its log, and one that runs over its limit is
 * stopped with everything it started. The caller reads its figure from the log.
 */
final class LoggedProcess {
    private LoggedProcess() {
    }

    /**
     * Runs {@code command} to its end; {@link Failure} when it outlives {@code limit} (saying {@code overLimit}) or
     * ends with a status other than 0.
     */
    static void run(List<String> command, Path log, Duration limit, String overLimit)
            throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        // Ctrl-C or SIGTERM ends this JVM: the process it runs must not outlive it and load the machine unseen
        Thread stopOnExit = new Thread(() -> stop(process), "ringside-stop-" + process.pid());
        Runtime.getRuntime().addShutdownHook(stopOnExit);
        try {
            if (!process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
                stop(process);
                process.waitFor();
                throw new Failure(overLimit);
            }
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(stopOnExit);
            } catch (IllegalStateException shuttingDown) {
                // the hook runs (or ran) already
            }
        }
        if (process.exitValue() != 0) {
            throw new Failure("exit status " + process.exitValue());
        }
    }

    /** Stops the process and everything it started. */
    private static void stop(Process process) {
        try (Stream<ProcessHandle> started = process.descendants()) {
            started.forEach(ProcessHandle::destroyForcibly);
        }
        process.destroyForcibly();
    }

    /** A process that failed before its figure could be read. */
    static final class Failure extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Failure(String message) {
            super(message);
        }
    }
}
