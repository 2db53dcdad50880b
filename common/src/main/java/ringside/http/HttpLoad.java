package ringside.http;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import ringside.workload.HttpPlaintext;

/**
 * One run of the load generator against a plaintext server on loopback: started under {@code taskset -c
 * <loadCpuList>} (or unpinned, for tests), waited for with a bound (its duration, twice the request timeout and a
 * grace), and killed when it passes the bound or this thread is interrupted. It also stops by itself when this JVM
 * goes, since it watches the standard input this side holds open.
 */
public record HttpLoad(Path program, String cpus, int connections, double seconds, Duration timeout) {
    private static final Duration GRACE = Duration.ofSeconds(30);

    /** At full speed, each connection sending as soon as its response is in. */
    public HttpLoadResult closedLoop(int port) throws IOException {
        return run(port, 0);
    }

    /** At {@code rate} requests per second over all connections, each connection on its own schedule. */
    public HttpLoadResult fixedRate(int port, double rate) throws IOException {
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

    private HttpLoadResult run(int port, double rate) throws IOException {
        List<String> command = command(port, rate);
        Duration limit = Duration.ofMillis((long) (seconds * 1000)).plus(timeout.multipliedBy(2)).plus(GRACE);
        Process process = new ProcessBuilder(command).start(); // its standard input stays open until it ends
        CompletableFuture<String> out = read(process.getInputStream());
        CompletableFuture<String> err = read(process.getErrorStream());
        try {
            if (!process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
                throw new IllegalStateException(HttpLoadProgram.FOLDER + " did not end within " + limit.toSeconds()
                        + " s and was killed: " + String.join(" ", command));
            }
            if (process.exitValue() != 0) {
                throw new IllegalStateException(HttpLoadProgram.FOLDER + " exited " + process.exitValue() + ": "
                        + err.join().strip() + " (" + String.join(" ", command) + ")");
            }
            String line = out.join().lines().filter(l -> l.startsWith(HttpLoadResult.START + " ")).reduce((a, b) -> b)
                    .orElseThrow(() -> new IllegalStateException(HttpLoadProgram.FOLDER + " printed no result line: "
                            + err.join().strip()));
            return HttpLoadResult.parse(line);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(HttpLoadProgram.FOLDER + " was interrupted, and killed");
        } finally {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
        }
    }

    private static CompletableFuture<String> read(InputStream stream) {
        CompletableFuture<String> text = new CompletableFuture<>();
        Thread.ofPlatform().daemon().name("http-load-output").start(() -> { // its own thread: pipes never block
            try (stream) {
                text.complete(new String(stream.readAllBytes(), StandardCharsets.UTF_8));
            } catch (IOException e) {
                text.complete("");
            }
        });
        return text;
    }
}
