package ringside.vertx.plain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import ringside.http.HttpLoad;
import ringside.http.PlaintextCheck;
import ringside.process.LoggedProcess;
import ringside.sidebyside.ListeningLine;
import ringside.tck.TckCases;

/**
 * The vertx-plaintext row's program, started as the side-by-side runner starts it (its own JVM, two event loops):
 * it prints where it listens, answers the plaintext exchange with TFB's headers and 404 elsewhere, and serves the
 * load generator's keep-alive connections with no error (skipped without Go, as the generator's own tests are).
 */
class TfbPlaintextServerTest {
    private static final Duration TIMEOUT = Duration.ofSeconds(30);

    @TempDir
    Path dir;

    @Test
    void itAnswersThePlaintextExchangeOnKeepAliveConnections() throws Exception {
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), TfbPlaintextServer.class.getName(), "2");
        try (LoggedProcess.Running server = LoggedProcess.start(command, dir.resolve("server.log"),
                ListeningLine.PREFIX)) {
            String line = server.awaitReady(Duration.ofSeconds(60), "it printed no listening line");
            int port = Integer.parseInt(line.substring(ListeningLine.PREFIX.length()));
            PlaintextCheck.answers(port, TIMEOUT);
            try (HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build()) {
                HttpResponse<String> ok = client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port
                        + "/plaintext")).timeout(TIMEOUT).build(), HttpResponse.BodyHandlers.ofString());
                assertEquals("text/plain", ok.headers().firstValue("content-type").orElse(""));
                assertEquals("vert.x", ok.headers().firstValue("server").orElse(""));
                assertTrue(ok.headers().firstValue("date").orElse("").endsWith(" GMT"), ok.headers().toString());
                HttpResponse<String> missing = client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:"
                        + port + "/json")).timeout(TIMEOUT).build(), HttpResponse.BodyHandlers.ofString());
                assertEquals(404, missing.statusCode());
            }
            new HttpLoad(TckCases.httpLoadProgram(), "", 16, 1, TIMEOUT).closedLoop(port)
                    .requireClean("TfbPlaintextServer, 16 connections");
            assertTrue(server.isAlive());
        }
    }
}
