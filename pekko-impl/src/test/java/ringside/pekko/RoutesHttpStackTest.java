package ringside.pekko;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import ringside.contract.HttpService;
import ringside.workload.HttpPlaintext;
import ringside.workload.Workload;

/** Pekko HTTP's settings are keys it reads, on typed's pools; its plaintext server answers as the contract names it. */
class RoutesHttpStackTest {
    private static final RoutesHttpStack STACK = new RoutesHttpStack(ActorVariant.TYPED);

    @Test
    void setsOnlyKeysOfTheReferenceConfiguration() {
        Config reference = ConfigFactory.defaultReference();
        for (Map.Entry<String, ?> entry : ConfigFactory.parseString(RoutesHttpStack.HTTP).entrySet()) {
            assertTrue(reference.hasPath(entry.getKey()), "sets " + entry.getKey() + ", which pekko-http "
                    + reference.getString("pekko.http.version") + " does not know");
        }
    }

    @Test
    void runsOnTypedsPoolsSizedToTheRun() {
        for (int p : new int[] {1, 2, 5}) {
            Config c = STACK.config(p);
            assertEquals(p, c.getInt(ActorVariantTest.DEFAULT + "parallelism-max"));
            assertEquals(p, c.getInt(ActorVariantTest.INTERNAL + "parallelism-max"));
            assertEquals(1024, c.getInt("pekko.http.server.backlog"));
            assertEquals(HttpPlaintext.MAX_CONNECTIONS, c.getInt("pekko.http.server.max-connections"));
        }
        assertTrue(PekkoHttpVariant.STACK.http().isPresent(), "pekko-http carries the HTTP stack");
        for (ActorVariant v : ActorVariantTest.VARIANTS) {
            assertTrue(v.http().isEmpty() && v.cannotRun(Workload.HTTP_THROUGHPUT).orElse("").contains("pekko-http"),
                    v.name() + " refuses the http workloads, naming pekko-http");
        }
    }

    /**
     * Beyond the TCK's check (status and body): the content type the contract names, on one keep-alive connection,
     * and nothing served but the plaintext path.
     */
    @Test
    void servesThePlaintextWithItsContentTypeAndNothingElse() throws Exception {
        try (HttpService service = STACK.servePlaintext(2);
                HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build()) {
            URI base = URI.create("http://127.0.0.1:" + service.port());
            for (int i = 0; i < 3; i++) {
                HttpResponse<String> r = client.send(HttpRequest.newBuilder(base.resolve(HttpPlaintext.PATH))
                        .timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
                assertEquals(200, r.statusCode());
                assertEquals(HttpPlaintext.BODY, r.body());
                assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith(HttpPlaintext.CONTENT_TYPE),
                        r.headers().toString());
            }
            HttpResponse<String> other = client.send(HttpRequest.newBuilder(base.resolve("/other"))
                    .timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(404, other.statusCode(), "only the plaintext path is served");
        }
    }
}
