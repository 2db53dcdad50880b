package ringside.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import ringside.http.PlaintextCheck;
import ringside.workload.HttpPlaintext;

/**
 * A module's side-by-side plaintext program, run for a test as the side-by-side runner runs it: its own JVM (this
 * JVM's java and class path), ready once it prints its {@code listening on 127.0.0.1:<port>} line (awaited with a
 * bound), destroyed on close. Its answers are read over one raw socket, so that headers and keep-alive show.
 */
public final class PlaintextProgram implements AutoCloseable {
    private static final Pattern LISTENING = Pattern.compile("listening on 127\\.0\\.0\\.1:([0-9]+)");

    private final Process process;
    private final int port;

    private PlaintextProgram(Process process, int port) {
        this.process = process;
        this.port = port;
    }

    /** Starts {@code main} with {@code args}; fails, with what it printed, unless it listens within {@code timeout}. */
    public static PlaintextProgram start(Class<?> main, Duration timeout, String... args) throws Exception {
        Process process = new ProcessBuilder(command(main, args)).redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        CompletableFuture<Integer> listening = new CompletableFuture<>();
        List<String> before = Collections.synchronizedList(new ArrayList<>());
        Thread reader = new Thread(() -> read(process.getInputStream(), listening, before), "plaintext-program-out");
        reader.setDaemon(true);
        reader.start();
        try {
            return new PlaintextProgram(process, listening.get(timeout.toNanos(), TimeUnit.NANOSECONDS));
        } catch (TimeoutException e) {
            destroy(process);
            throw new AssertionError(main.getName() + " printed no listening line within " + timeout.toSeconds()
                    + " s; it printed " + before);
        } catch (Exception | Error e) {
            destroy(process);
            throw e;
        }
    }

    /** A JVM's start and its server's, or a bad argument's exit; generous, since other builds may share the machine. */
    public static final Duration TIMEOUT = Duration.ofSeconds(60);

    /**
     * Starts {@code main}, checks it as the runner does before it measures ({@link PlaintextCheck}) and as the
     * contract asks ({@link #assertServesPlaintext}), and stops it; returns its first answer, for the caller's checks.
     */
    public static Exchange servesPlaintext(Class<?> main, String... args) throws Exception {
        try (PlaintextProgram server = start(main, TIMEOUT, args)) {
            PlaintextCheck.answers(server.port(), TIMEOUT);
            return server.assertServesPlaintext();
        }
    }

    /** Runs {@code main} with {@code args} to its end (bounded): its exit status and its standard error. */
    public static Ended run(Class<?> main, Duration timeout, String... args) throws Exception {
        Process process = new ProcessBuilder(command(main, args)).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        try (InputStream err = process.getErrorStream()) {
            CompletableFuture<String> errors = CompletableFuture.supplyAsync(() -> {
                try {
                    return new String(err.readAllBytes(), StandardCharsets.UTF_8);
                } catch (IOException e) {
                    return "(unreadable: " + e + ")";
                }
            });
            if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                destroy(process);
                throw new AssertionError(main.getName() + " did not end within " + timeout.toSeconds() + " s");
            }
            return new Ended(process.exitValue(), errors.get(timeout.toMillis(), TimeUnit.MILLISECONDS));
        }
    }

    /** How a program that ended by itself ended. */
    public record Ended(int status, String errors) {
    }

    private static List<String> command(Class<?> main, String... args) {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-cp", System.getProperty("java.class.path"), main.getName()));
        command.addAll(List.of(args));
        return command;
    }

    /** The first listening line completes {@code listening}; the output is read on to its end, so none blocks. */
    private static void read(InputStream out, CompletableFuture<Integer> listening, List<String> before) {
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(out, StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                Matcher m = LISTENING.matcher(line);
                if (!listening.isDone() && m.matches()) {
                    listening.complete(Integer.parseInt(m.group(1)));
                } else if (!listening.isDone()) {
                    before.add(line);
                }
            }
        } catch (IOException e) {
            // the process is gone; below says so if it never listened
        }
        listening.completeExceptionally(new AssertionError("the program ended without a listening line; it printed "
                + before));
    }

    public int port() {
        return port;
    }

    /** One response: its status, its headers (names in lower case) and its body. */
    public record Exchange(int status, Map<String, String> headers, String body) {
        public String header(String name) {
            return headers.get(name.toLowerCase(Locale.ROOT));
        }
    }

    /** GETs each path in turn on one keep-alive connection (HTTP/1.1), as the load generator does. */
    public List<Exchange> get(String... paths) throws IOException {
        List<Exchange> exchanges = new ArrayList<>();
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            InputStream in = socket.getInputStream();
            for (String path : paths) {
                out.write(("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\n\r\n")
                        .getBytes(StandardCharsets.US_ASCII));
                out.flush();
                exchanges.add(response(in));
            }
        }
        return exchanges;
    }

    /**
     * The contract's checks: GET /plaintext answers 200, Content-Type text/plain and the exact body, again on the same
     * connection (keep-alive), and a path it does not serve is not 200 (one outside its prefix: the JDK server
     * matches contexts by prefix, as the TFB entry has it). Returns the first answer, for the caller's own checks.
     */
    public Exchange assertServesPlaintext() throws IOException {
        List<Exchange> answers = get(HttpPlaintext.PATH, HttpPlaintext.PATH, "/missing");
        for (Exchange answer : answers.subList(0, 2)) {
            assertEquals(200, answer.status(), "status of GET " + HttpPlaintext.PATH);
            assertEquals(HttpPlaintext.BODY, answer.body(), "body of GET " + HttpPlaintext.PATH);
            String type = answer.header("Content-Type");
            assertEquals(HttpPlaintext.CONTENT_TYPE, type == null ? null : type.split(";")[0].trim(), "media type");
        }
        assertNotEquals(200, answers.get(2).status(), "a wrong path must not answer 200");
        return answers.get(0);
    }

    /** Reads one response whose length its Content-Length gives (every answer of these servers has one). */
    private static Exchange response(InputStream in) throws IOException {
        String statusLine = line(in);
        String[] words = statusLine.split(" ", 3);
        if (words.length < 2 || !words[0].startsWith("HTTP/1.")) {
            throw new IOException("not an HTTP/1.x status line: " + statusLine);
        }
        Map<String, String> headers = new TreeMap<>();
        for (String header = line(in); !header.isEmpty(); header = line(in)) {
            int colon = header.indexOf(':');
            headers.put(header.substring(0, colon).trim().toLowerCase(Locale.ROOT), header.substring(colon + 1).trim());
        }
        String length = headers.get("content-length");
        if (length == null) {
            throw new IOException("no Content-Length in " + headers);
        }
        byte[] body = in.readNBytes(Integer.parseInt(length));
        return new Exchange(Integer.parseInt(words[1]), headers, new String(body, StandardCharsets.UTF_8));
    }

    private static String line(InputStream in) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        for (int b = in.read(); b != '\n'; b = in.read()) {
            if (b < 0) {
                throw new IOException("the connection closed mid-response");
            }
            line.write(b);
        }
        String text = line.toString(StandardCharsets.US_ASCII);
        return text.endsWith("\r") ? text.substring(0, text.length() - 1) : text;
    }

    private static void destroy(Process process) {
        try (Stream<ProcessHandle> started = process.descendants()) {
            started.forEach(ProcessHandle::destroyForcibly);
        }
        process.destroyForcibly();
    }

    /** Destroys the program (it serves until killed, as the runner kills it) and waits for its end. */
    @Override
    public void close() throws InterruptedException {
        destroy(process);
        process.waitFor(30, TimeUnit.SECONDS);
    }
}
