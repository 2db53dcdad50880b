package ringside.sidebyside;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import ringside.parameters.Parameters;
import ringside.workload.Workload;

/** Each workload's sizes reach both sides the same way, in the row's unit; a row's depth is the ring's only. */
class RowTest {
    private static final Parameters SIZES = Parameters.resolve(Map.of("workerCount", "7", "ringSize", "100",
            "pingPongCount", "30", "sieveLimit", "500", "bigActors", "8", "bigPings", "40", "opTimeout", "9",
            "sideBySideWarmup", "1", "sideBySideTime", "2")::get);

    private static Row row(Workload workload, int depth) {
        return new Row("x", "loom", workload, "vthreads", "ringside.loom.plain.X", List.of("opt"), List.of(), "x",
                depth);
    }

    @Test
    void eachWorkloadsSizesFollowTheWindowOnBothSides() {
        assertEquals(List.of("opt", "2", "1", "2", "7", "100"), row(Workload.RING, 0).programArgs(SIZES, 2));
        assertEquals(List.of("opt", "2", "1", "2", "7", "100", "64"), row(Workload.RING, 64).programArgs(SIZES, 2));
        assertEquals(List.of("loom", "vthreads", "ring", "9", "2", "1", "2", "7", "100", "64"),
                row(Workload.RING, 64).ringsideArgs(SIZES, 2));
        assertEquals(List.of("30"), row(Workload.PINGPONG, 0).sizes(SIZES));
        assertEquals(List.of("loom", "vthreads", "sieve", "9", "1", "1", "2", "500"),
                row(Workload.SIEVE, 0).ringsideArgs(SIZES, 1));
        assertEquals(List.of("opt", "1", "1", "2", "8", "40"), row(Workload.BIG, 0).programArgs(SIZES, 1));
    }

    @Test
    void pingPongIsMillisecondsPerOpTheRestNanosecondsPerMessage() {
        assertEquals("ms/op", row(Workload.PINGPONG, 0).unit());
        for (Workload w : List.of(Workload.RING, Workload.SIEVE, Workload.BIG)) {
            assertEquals("ns/msg", row(w, 0).unit(), w.publicName());
        }
    }

    @Test
    void aServerRowTakesParallelismOnlyAndIsRequestsPerSecondOncePerConnectionCount() {
        Row server = row(Workload.HTTP_THROUGHPUT, 0);
        assertTrue(server.server());
        assertEquals("req/s", server.unit());
        assertEquals(List.of("opt", "2"), server.programArgs(SIZES, 2));
        assertEquals(List.of("loom", "vthreads", "2"), server.ringsideArgs(SIZES, 2));
        assertEquals(RingsideServer.class.getName(), server.ringsideMain());
        Parameters counts = Parameters.resolve(Map.of("httpConnections", "100,500")::get);
        assertEquals(List.of(new RowRun(server, 100), new RowRun(server, 500)), RowRun.of(server, counts));
        assertEquals("x@500", RowRun.of(server, counts).get(1).name());
        assertEquals("x, 500 connections, req/s", RowRun.of(server, counts).get(1).label());
        assertEquals(List.of(new RowRun(row(Workload.RING, 0), 0)), RowRun.of(row(Workload.RING, 0), counts));
        assertThrows(IllegalArgumentException.class, () -> new RowRun(server, 0));
        assertThrows(IllegalArgumentException.class, () -> new RowRun(row(Workload.RING, 0), 100));
    }

    @Test
    void aStoredRunsNamesFindTheirRows() {
        assertEquals(100, RowRun.named("vertx-plaintext@100").orElseThrow().connections());
        assertEquals("vertx-plaintext", RowRun.named("vertx-plaintext@100").orElseThrow().row().name());
        assertEquals(0, RowRun.named("loom-ring").orElseThrow().connections());
        assertTrue(RowRun.named("vertx-plaintext").isEmpty(), "a server row's run names its connections");
        assertTrue(RowRun.named("loom-ring@100").isEmpty(), "only a server row has connections");
        assertTrue(RowRun.named("vertx-plaintext@x").isEmpty());
        assertTrue(RowRun.named("gone@100").isEmpty());
    }

    @Test
    void refusesWorkloadsItCannotRunAndDepthsOffTheRing() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> row(Workload.SELECT, 0)).getMessage()
                .contains("side-by-side rows are ring, pingpong, sieve, big, httpThroughput, not select"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> row(Workload.SIEVE, 16)).getMessage()
                .contains("stackDepth 16 is not accepted for a sieve row; expected none"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> row(Workload.RING, -1)).getMessage()
                .contains("stackDepth -1 is not accepted for a ring row; expected 0 to "));
    }
}
