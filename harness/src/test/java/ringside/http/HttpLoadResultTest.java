package ringside.http;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import ringside.workload.InvalidResultException;

/** The generator's line read back, and what makes a run not a result. */
class HttpLoadResultTest {
    private static final String CLEAN = "http-load requests=1200 errors=0 connect=0 timeout=0 status=0 body=0 closed=0"
            + " seconds=1.000500 rps=1199.4 rate=0.0 p50=81000 p90=120000 p99=450000 p99.9=900000 max=1500000"
            + " late.p50=0 late.p99=0";

    @Test
    void readsEveryFigure() {
        HttpLoadResult r = HttpLoadResult.parse(CLEAN);
        assertEquals(1200, r.requests());
        assertEquals(0, r.errorCount());
        assertEquals(1199.4, r.requestsPerSecond());
        assertEquals(0.0, r.rate());
        assertEquals(81.0, r.micros("p50"));
        assertEquals(900.0, r.micros("p99.9"));
        assertEquals(1500.0, r.micros("max"));
        assertDoesNotThrow(() -> r.requireClean("loom/threads"));
    }

    @Test
    void anyErrorMakesItNotAResultAndSaysWhich() {
        HttpLoadResult r = HttpLoadResult.parse(CLEAN.replace("errors=0", "errors=3").replace("timeout=0",
                "timeout=1").replace("body=0", "body=2"));
        InvalidResultException e = assertThrows(InvalidResultException.class, () -> r.requireClean("loom/threads"));
        assertTrue(e.getMessage().contains("the load generator (http-load) got 1200 good responses and 3 errors (timeout 1, body 2)"), e.getMessage());
        assertThrows(InvalidResultException.class, () -> HttpLoadResult.parse(CLEAN.replace("requests=1200",
                "requests=0")).requireClean("no response at all"));
    }

    @Test
    void refusesWhatIsNotItsLine() {
        for (String bad : List.of("", "wrk requests=1", CLEAN.replace(" p99=450000", ""),
                CLEAN.replace("rps=1199.4", "rps=fast"), CLEAN.replace("errors=0", "errors=1"),
                CLEAN.replace(" max=", " max"))) {
            assertThrows(IllegalStateException.class, () -> HttpLoadResult.parse(bad), bad);
        }
    }

    @Test
    void theCommandPinsTheGeneratorAndWatchesItsInput() {
        HttpLoad load = new HttpLoad(Path.of("/x/http-load"), "1", 100, 5, Duration.ofSeconds(30));
        assertEquals(List.of("taskset", "-c", "1", "/x/http-load", "-url=http://127.0.0.1:8080/plaintext",
                "-body=Hello, World!", "-connections=100", "-duration=5.000", "-rate=0.0", "-timeout=30.000",
                "-watch-stdin"), load.command(8080, 0));
        assertEquals("/x/http-load", new HttpLoad(Path.of("/x/http-load"), "", 1, 1, Duration.ofSeconds(1))
                .command(1, 10).get(0), "unpinned: no taskset");
    }
}
