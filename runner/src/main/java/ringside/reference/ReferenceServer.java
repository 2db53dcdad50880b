package ringside.reference;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import ringside.workload.Workload;

/**
 * A reference program serving httpThroughput's plaintext exchange (references/README.md): started with the fork's
 * arguments, it prints its header and {@code serving port=<port>} once it listens on loopback, then serves until its
 * standard input closes. This side holds that open and kills the program and what it started on {@link #close}, when
 * its start-up passes the timeout, when this thread is interrupted, and when this JVM ends.
 */
final class ReferenceServer implements AutoCloseable {
    private static final Pattern SERVING = Pattern.compile("serving port=(\\d+)");

    private final Process process;
    private final Thread stopOnExit;
    private final Path errors;
    private final String version;
    private final int port;

    /**
     * Starts {@code command} in {@code folder} and waits, at most {@code timeout}, for its header and its port; fails
     * with the program's last words on stderr.
     */
    ReferenceServer(List<String> command, Path folder, Reference reference, Duration timeout)
            throws IOException, InterruptedException {
        errors = Files.createTempFile("ringside-reference-server", ".err");
        process = new ProcessBuilder(command).directory(folder.toFile()).redirectError(errors.toFile()).start();
        stopOnExit = new Thread(this::stop, "ringside-stop-" + process.pid());
        Runtime.getRuntime().addShutdownHook(stopOnExit);
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8));
        CompletableFuture<String[]> started = CompletableFuture.supplyAsync(() -> readStart(out, reference),
                task -> Thread.ofPlatform().daemon().name("reference-server-output").start(task));
        try {
            String[] versionAndPort = started.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
            version = versionAndPort[0];
            port = Integer.parseInt(versionAndPort[1]);
        } catch (ExecutionException | TimeoutException e) {
            String why = e instanceof TimeoutException ? "the server did not say its port within "
                    + timeout.toSeconds() + " s" : e.getCause().getMessage();
            stop();
            process.waitFor();
            String message = why + stderr();
            close();
            throw new ReferenceProgram.ProgramFailure(message);
        } catch (InterruptedException e) {
            close();
            throw e;
        }
        // its output after the port line is read and dropped, so a full pipe never stalls it
        Thread.ofPlatform().daemon().name("reference-server-drain").start(() -> {
            try (out) {
                out.transferTo(Writer.nullWriter());
            } catch (IOException ended) {
                // the process is gone
            }
        });
    }

    /** The header, then the port line: the runtime's version and the port; fails naming the line out of place. */
    private static String[] readStart(BufferedReader out, Reference reference) {
        try {
            String header = out.readLine();
            if (header == null) {
                throw new IllegalStateException("the server ended before its header");
            }
            String version = ProgramOutput.version(header, reference, Workload.HTTP_THROUGHPUT);
            String line = out.readLine();
            Matcher m = line == null ? null : SERVING.matcher(line.strip());
            if (m == null || !m.matches()) {
                throw new IllegalStateException("the server's second line is not 'serving port=<port>': '" + line
                        + "'");
            }
            return new String[] {version, m.group(1)};
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the server's output: " + e.getMessage());
        }
    }

    String version() {
        return version;
    }

    int port() {
        return port;
    }

    /** Stops the program and what it started; its exit is waited for, so its port and CPU are free after. */
    @Override
    public void close() throws InterruptedException {
        stop();
        process.waitFor();
        try {
            Runtime.getRuntime().removeShutdownHook(stopOnExit);
        } catch (IllegalStateException shuttingDown) {
            // the hook runs (or ran) already
        }
        try {
            Files.deleteIfExists(errors);
        } catch (IOException e) {
            // a temporary file left behind
        }
    }

    private void stop() {
        try (Stream<ProcessHandle> started = process.descendants()) {
            started.forEach(ProcessHandle::destroyForcibly);
        }
        process.destroyForcibly();
    }

    /** The program's stderr, for a failure's message. */
    private String stderr() {
        try {
            String text = Files.readString(errors, StandardCharsets.UTF_8).strip();
            return text.isEmpty() ? "" : ": " + text;
        } catch (IOException e) {
            return "";
        }
    }
}
