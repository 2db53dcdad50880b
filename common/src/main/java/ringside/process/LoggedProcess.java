package ringside.process;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * One process outside this JVM (a side-by-side or published run's program, httpThroughput's load generator): its
 * output goes to its log, and one that runs over its limit, or whose caller is interrupted, is stopped with everything
 * it started, as it is when this JVM ends. The caller reads its figure from the log.
 */
public final class LoggedProcess {
    private LoggedProcess() {
    }

    /**
     * Runs {@code command} to its end; {@link Failure} when it outlives {@code limit} (saying {@code overLimit}) or
     * ends with a status other than 0.
     */
    public static void run(List<String> command, Path log, Duration limit, String overLimit)
            throws IOException, InterruptedException {
        run(command, null, log, limit, overLimit);
    }

    /** As {@link #run(List, Path, Duration, String)}, in the working folder {@code folder} (null: this JVM's). */
    public static void run(List<String> command, Path folder, Path log, Duration limit, String overLimit)
            throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).directory(folder == null ? null : folder.toFile())
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        // Ctrl-C or SIGTERM ends this JVM: the process it runs must not outlive it and load the machine unseen
        Thread stopOnExit = new Thread(() -> stop(process), "ringside-stop-" + process.pid());
        Runtime.getRuntime().addShutdownHook(stopOnExit);
        try {
            if (!process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
                stop(process);
                process.waitFor();
                throw new Failure(overLimit);
            }
        } catch (InterruptedException e) {
            stop(process); // the caller gives up on it: it must not run on unseen
            throw e;
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
    public static final class Failure extends RuntimeException {
        private static final long serialVersionUID = 1L;

        public Failure(String message) {
            super(message);
        }
    }
}
