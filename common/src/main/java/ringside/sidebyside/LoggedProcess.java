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
        if (!process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
            try (Stream<ProcessHandle> started = process.descendants()) {
                started.forEach(ProcessHandle::destroyForcibly);
            }
            process.destroyForcibly().waitFor();
            throw new Failure(overLimit);
        }
        if (process.exitValue() != 0) {
            throw new Failure("exit status " + process.exitValue());
        }
    }

    /** A process that failed before its figure could be read. */
    static final class Failure extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Failure(String message) {
            super(message);
        }
    }
}
