package ringside.http;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import ringside.workload.HttpPlaintext;
import ringside.workload.InvalidResultException;

/**
 * One request to a plaintext server, with the JDK's own client, before anything is measured: the server is ready
 * (its port is bound when it is returned; this shows it answers) and answers status 200 with the exact body.
 */
public final class PlaintextCheck {
    private PlaintextCheck() {
    }

    /** Fails, naming what came back, unless the server at {@code port} answers the plaintext exchange. */
    public static void answers(int port, Duration timeout) throws IOException, InterruptedException {
        URI uri = URI.create("http://127.0.0.1:" + port + HttpPlaintext.PATH);
        try (HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(timeout)
                .build()) {
            HttpResponse<String> response = client.send(HttpRequest.newBuilder(uri).timeout(timeout).GET().build(),
                    HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200 || !HttpPlaintext.BODY.equals(response.body())) {
                throw new InvalidResultException("GET " + uri + " answered status " + response.statusCode()
                        + " with body '" + response.body() + "'; expected 200 and '" + HttpPlaintext.BODY + "'");
            }
        }
    }
}
