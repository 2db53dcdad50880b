package ringside.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.Writer;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ringside.workload.HttpPlaintext;

/**
 * Test support for the side-by-side plaintext programs (each module's plain package): runs one in a JVM of its own
 * on the test's class path, as the runner starts it, and checks what the side-by-side contract asks of it.
 */
public final class PlaintextProgram implements AutoCloseable {
    private static final Pattern LISTENING = Pattern.compile("listening on 127\\.0\\.0\\.1:(\\d+)");
    /** A JVM start and a server's; generous, since other builds share the machine. */
    private static final Duration START = Duration.ofSeconds(60);
    private static final Duration REQUEST = Duration.ofSeconds(20);

    private final Process process;
    private final Path log;
    private final int port;

    private PlaintextProgram(Process process, Path log, int port) {
        this.process = process;
        this.log = log;
        this.port = port;
    }

    /**
     * Starts {@code mainClass} with {@code args} and this JVM's class path, and waits (bounded) for its first line of
     * output, which must be {@code listening on 127.0.0.1:<port>}.
     */
    public static PlaintextProgram start(String mainClass, List<String> jvmArgs, String... args)
            throws IOException, InterruptedException {
        Path log = Files.createTempFile("ringside-plaintext-", ".log");
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmArgs);
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(mainClass);
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectError(log.toFile()).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        CompletableFuture<String> firstLine = CompletableFuture.supplyAsync(() -> {
            try {
                return out.readLine();
            } catch (IOException e) {
                return "(unreadable: " + e + ")";
            }
        }, task -> Thread.ofPlatform().daemon(true).start(task));
        String line;
        try {
            line = firstLine.get(START.toSeconds(), TimeUnit.SECONDS);
        } catch (TimeoutException | ExecutionException e) {
            process.destroyForcibly();
            throw new AssertionError(mainClass + " printed no line in " + START + "; its stderr: "
                    + Files.readString(log), e);
        }
        Matcher listening = LISTENING.matcher(line == null ? "" : line);
        if (!listening.matches()) {
            process.destroyForcibly();
            throw new AssertionError(mainClass + "'s first line is '" + line + "', not 'listening on 127.0.0.1:<port>';"
                    + " its stderr: " + Files.readString(log));
        }
        // the rest of its output, if any, is drained so that it never blocks on a full pipe
        Thread.ofPlatform().daemon(true).start(() -> {
            try {
                out.transferTo(Writer.nullWriter());
            } catch (IOException ended) {
                // the process is gone
            }
        });
        return new PlaintextProgram(process, log, Integer.parseInt(listening.group(1)));
    }

    /**
     * Starts the program and checks it as the contract asks: GET /plaintext answers 200 with the exact body and
     * Content-Type text/plain, twice on one connection (keep-alive), and another path is not 200.
     */
    public static void assertServesPlaintext(String mainClass, List<String> jvmArgs, String... args)
            throws Exception {
        try (PlaintextProgram program = start(mainClass, jvmArgs, args)) {
            program.assertServes();
        }
    }

    /** The exit status of the program given {@code args}, which must end within the start's bound. */
    public static int exitStatus(String mainClass, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-cp", System.getProperty("java.class.path"), mainClass));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        if (!process.waitFor(START.toSeconds(), TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError(mainClass + " " + String.join(" ", args) + " did not end within " + START);
        }
        return process.exitValue();
    }

    void assertServes() throws IOException, InterruptedException {
        PlaintextCheck.answers(port, REQUEST);
        try (HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build()) {
            HttpResponse<String> plaintext = client.send(request(HttpPlaintext.PATH), HttpResponse.BodyHandlers.ofString());
            assertEquals(List.of(HttpPlaintext.CONTENT_TYPE), plaintext.headers().allValues("Content-Type"));
            HttpResponse<String> elsewhere = client.send(request("/missing"), HttpResponse.BodyHandlers.ofString());
            assertNotEquals(200, elsewhere.statusCode(), "/missing, a path it does not serve");
        }
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout((int) REQUEST.toMillis());
            for (int i = 0; i < 2; i++) { // the second on the same connection: kept alive
                OutputStream out = socket.getOutputStream();
                out.write(("GET " + HttpPlaintext.PATH + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\n\r\n")
                        .getBytes(StandardCharsets.US_ASCII));
                out.flush();
                assertEquals(HttpPlaintext.BODY, readResponse(socket.getInputStream()), "response " + (i + 1));
            }
        }
    }

    private HttpRequest request(String path) {
        return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).timeout(REQUEST).GET().build();
    }

    /** One response's body, read by its Content-Length; fails unless its status is 200. */
    private static String readResponse(InputStream in) throws IOException {
        String status = readLine(in);
        assertTrue(status.startsWith("HTTP/1.1 200"), "status line '" + status + "'");
        int length = -1;
        for (String header = readLine(in); !header.isEmpty(); header = readLine(in)) {
            int colon = header.indexOf(':');
            if (header.substring(0, colon).trim().toLowerCase(Locale.ROOT).equals("content-length")) {
                length = Integer.parseInt(header.substring(colon + 1).trim());
            }
        }
        assertTrue(length >= 0, "a response with a Content-Length");
        return new String(in.readNBytes(length), StandardCharsets.UTF_8);
    }

    private static String readLine(InputStream in) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        for (int b = in.read(); b != '\n'; b = in.read()) {
            if (b < 0) {
                throw new IOException("the connection closed in a response, after '" + line + "'");
            }
            line.write(b);
        }
        return line.toString(StandardCharsets.US_ASCII).stripTrailing();
    }

    /** Kills the program and its log. */
    @Override
    public void close() throws IOException, InterruptedException {
        process.destroyForcibly();
        process.waitFor(START.toSeconds(), TimeUnit.SECONDS);
        Files.deleteIfExists(log);
    }
}
