package ringside.http;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import ringside.process.LoggedProcess;
import ringside.workload.HttpPlaintext;

/**
 * One run of the load generator against a plaintext server on loopback: started under {@code taskset -c
 * <loadCpuList>} (or unpinned, for tests) as a {@link LoggedProcess}, so it is stopped when it passes its bound (its
 * duration, twice the request timeout and a grace), when this thread is interrupted or when this JVM ends; it also
 * stops by itself when this JVM goes, since it watches the standard input this side holds open.
 */
public record HttpLoad(Path program, String cpus, int connections, double seconds, Duration timeout) {
    private static final Duration GRACE = Duration.ofSeconds(30);

    /** At full speed, each connection sending as soon as its response is in. */
    public HttpLoadResult closedLoop(int port) throws IOException, InterruptedException {
        return run(port, 0);
    }

    /** At {@code rate} requests per second over all connections, each connection on its own schedule. */
    public HttpLoadResult fixedRate(int port, double rate) throws IOException, InterruptedException {
        if (!(rate > 0)) {
            throw new IllegalArgumentException("a fixed rate above 0 requests per second, not " + rate);
        }
        return run(port, rate);
    }

    /** The generator's command line. */
    List<String> command(int port, double rate) {
        List<String> command = new ArrayList<>();
        if (!cpus.isEmpty()) {
            command.addAll(List.of("taskset", "-c", cpus));
        }
        command.addAll(List.of(program.toString(), "-url=http://127.0.0.1:" + port + HttpPlaintext.PATH,
                "-body=" + HttpPlaintext.BODY, "-connections=" + connections,
                String.format(Locale.ROOT, "-duration=%.3f", seconds), String.format(Locale.ROOT, "-rate=%.1f", rate),
                String.format(Locale.ROOT, "-timeout=%.3f", timeout.toMillis() / 1e3), "-watch-stdin"));
        return command;
    }

    private HttpLoadResult run(int port, double rate) throws IOException, InterruptedException {
        List<String> command = command(port, rate);
        Duration limit = Duration.ofMillis((long) (seconds * 1000)).plus(timeout.multipliedBy(2)).plus(GRACE);
        Path log = Files.createTempFile(HttpLoadProgram.FOLDER, ".log");
        try {
            try {
                LoggedProcess.run(command, log, limit, "it did not end within " + limit.toSeconds() + " s");
            } catch (LoggedProcess.Failure e) {
                throw new IllegalStateException(HttpLoadProgram.FOLDER + ": " + e.getMessage() + ": "
                        + Files.readString(log, StandardCharsets.UTF_8).strip() + " (" + String.join(" ", command)
                        + ")");
            }
            String output = Files.readString(log, StandardCharsets.UTF_8);
            String line = output.lines().filter(l -> l.startsWith(HttpLoadResult.START + " ")).reduce((a, b) -> b)
                    .orElseThrow(() -> new IllegalStateException(HttpLoadProgram.FOLDER + " printed no result line: "
                            + output.strip()));
            return HttpLoadResult.parse(line);
        } finally {
            Files.deleteIfExists(log);
        }
    }
}
