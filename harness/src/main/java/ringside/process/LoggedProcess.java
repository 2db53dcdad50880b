package ringside.process;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;

/**
 * One process outside this JVM (a side-by-side or published run's program, httpThroughput's load generator): its
 * output goes to its log, and one that runs over its limit, or whose caller is interrupted, is stopped with everything
 * it started, as it is when this JVM ends. The caller reads its figure from the log. A server, which runs until it is
 * stopped, is {@link #start started} instead: its caller waits for the line that says it is ready, then closes it.
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
        Thread stopOnExit = stopOnExit(process);
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
            removeStopOnExit(stopOnExit);
        }
        if (process.exitValue() != 0) {
            throw new Failure(ExitStatus.describe(process.exitValue()));
        }
    }

    /**
     * Starts {@code command}, its output going line by line to {@code log}, to run until the returned
     * {@link Running} is closed (or this JVM ends); {@link Running#awaitReady} waits for its first line starting
     * with {@code readyPrefix}.
     */
    public static Running start(List<String> command, Path log, String readyPrefix) throws IOException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        Running running = new Running(process, stopOnExit(process), log, readyPrefix);
        running.copier.start();
        return running;
    }

    /** Ctrl-C or SIGTERM ends this JVM: the process it runs must not outlive it and load the machine unseen. */
    private static Thread stopOnExit(Process process) {
        Thread hook = new Thread(() -> stop(process), "ringside-stop-" + process.pid());
        Runtime.getRuntime().addShutdownHook(hook);
        return hook;
    }

    private static void removeStopOnExit(Thread hook) {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // the hook runs (or ran) already
        }
    }

    /**
     * A started process that runs until closed: its output is copied to its log as it comes, and the first line
     * starting with its ready prefix can be awaited, with a bound.
     */
    public static final class Running implements AutoCloseable {
        private final Process process;
        private final Thread stopOnExit;
        private final Path log;
        private final String readyPrefix;
        private final CompletableFuture<String> ready = new CompletableFuture<>();
        private final Thread copier;

        private Running(Process process, Thread stopOnExit, Path log, String readyPrefix) {
            this.process = process;
            this.stopOnExit = stopOnExit;
            this.log = log;
            this.readyPrefix = readyPrefix;
            this.copier = new Thread(this::copy, "ringside-log-" + process.pid());
            copier.setDaemon(true);
        }

        /**
         * Its first line starting with the ready prefix; {@link Failure} when it ends before printing one, or prints
         * none within {@code limit} (saying {@code overLimit}).
         */
        public String awaitReady(Duration limit, String overLimit) throws InterruptedException {
            try {
                return ready.get(limit.toMillis(), TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                throw new Failure(overLimit);
            } catch (ExecutionException e) {
                throw e.getCause() instanceof Failure f ? f : new Failure(e.getCause().toString());
            }
        }

        /** Whether it still runs. */
        public boolean isAlive() {
            return process.isAlive();
        }

        /** Stops it with everything it started, and waits until all its output is in the log. */
        @Override
        public void close() throws InterruptedException {
            try {
                stop(process);
                process.waitFor();
                copier.join();
            } finally {
                removeStopOnExit(stopOnExit);
            }
        }

        /** Copies its output to its log as it comes, completing {@code ready} at the first line it awaits. */
        private void copy() {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(),
                    StandardCharsets.UTF_8)); BufferedWriter out = Files.newBufferedWriter(log, StandardCharsets.UTF_8)) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    out.write(line);
                    out.newLine();
                    out.flush(); // a line in the log as soon as it is said: a hung server's log shows how far it got
                    if (line.startsWith(readyPrefix)) {
                        ready.complete(line);
                    }
                }
                ready.completeExceptionally(new Failure("it ended (" + ExitStatus.describe(process.waitFor())
                        + ") before printing a line '" + readyPrefix + "...'"));
            } catch (IOException | InterruptedException | RuntimeException e) {
                ready.completeExceptionally(new Failure("its output could not be read: " + e));
            }
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
