package ringside.loom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import ringside.contract.HttpService;
import ringside.contract.HttpStack;
import ringside.workload.HttpPlaintext;
import ringside.workload.Workload;

/** helidon runs only the http workloads, and its plaintext server answers as the contract names it. */
class HelidonVariantTest {
    private static final HttpStack STACK = HelidonVariant.HELIDON.http().orElseThrow();

    private static int parallelism() {
        return Integer.getInteger("parallelism", Runtime.getRuntime().availableProcessors());
    }

    @Test
    void refusesEveryWorkloadButTheHttpOnesAndSaysWhy() {
        for (Workload w : Workload.values()) {
            Optional<String> refused = HelidonVariant.HELIDON.cannotRun(w);
            if (w.http()) {
                assertEquals(Optional.empty(), refused, w.publicName());
            } else {
                assertTrue(refused.orElse("").contains("vthreads"), w.publicName() + ": " + refused);
            }
        }
    }

    /**
     * Beyond the TCK's check (status and body): the content type the contract names, on one keep-alive connection,
     * and nothing served but the plaintext path.
     */
    @Test
    void servesThePlaintextWithItsContentTypeAndNothingElse() throws Exception {
        try (HttpService service = STACK.servePlaintext(parallelism());
                HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build()) {
            URI base = URI.create("http://127.0.0.1:" + service.port());
            for (int i = 0; i < 3; i++) {
                HttpResponse<String> r = client.send(HttpRequest.newBuilder(base.resolve(HttpPlaintext.PATH))
                        .timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
                assertEquals(200, r.statusCode());
                assertEquals(HttpPlaintext.BODY, r.body());
                assertEquals(HttpPlaintext.CONTENT_TYPE, r.headers().firstValue("Content-Type").orElse(""));
            }
            HttpResponse<String> other = client.send(HttpRequest.newBuilder(base.resolve("/other"))
                    .timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(404, other.statusCode(), "only the plaintext path is served");
        }
    }
}
