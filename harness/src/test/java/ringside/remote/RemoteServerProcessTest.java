package ringside.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import ringside.workload.RemoteServerTotals;

class RemoteServerProcessTest {

    /** Same java and flags, the framework's own arguments at the server's parallelism, JMH's file left out, pinned. */
    @Test
    void startsTheSameJvmPinnedWithTheServersParallelism() {
        List<String> command = RemoteServerProcess.command("/jdk/bin/java",
                List.of("-Xmx1g", "-Dp=2", "-XX:CompileCommandFile=/tmp/jmh", "-XX:+UseG1GC"), List.of("-Dp=2"),
                List.of("-Dp=1"), "a.jar:b.jar", "1", "loom", "threads", 1, "127.0.0.1");
        assertEquals(List.of("taskset", "-c", "1", "/jdk/bin/java", "-Xmx1g", "-XX:+UseG1GC", "-Dp=1", "-cp",
                "a.jar:b.jar", RemoteServerMain.class.getName(), "loom", "threads", "1", "127.0.0.1", "0"), command);
    }

    /** A server that ends, or says something else, before its ready line fails the start with what happened. */
    @Test
    void aServerThatEndsBeforeItIsReadyFails() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> RemoteServerProcess.start(
                List.of("sh", "-c", "echo starting; exit 3"), Duration.ofSeconds(30)));
        assertTrue(e.getMessage().contains("ended before it was ready (exit status 3)"), e.getMessage());
    }

    /** One not ready in time is destroyed, and the failure says so (no blind sleep: the bound is the wait). */
    @Test
    void aServerNotReadyInTimeFails() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> RemoteServerProcess.start(
                List.of("sleep", "30"), Duration.ofMillis(300)));
        assertTrue(e.getMessage().contains("was not ready within"), e.getMessage());
    }

    /** Ready once its line comes; closing its input ends it. */
    @Test
    void readyOnItsLineAndEndsWhenItsInputCloses() throws Exception {
        try (RemoteServerProcess p = RemoteServerProcess.start(
                List.of("sh", "-c", "echo noise; echo ready 4242 0-1; cat >/dev/null"), Duration.ofSeconds(30))) {
            assertEquals(4242, p.port());
            assertEquals("0-1", p.cpus());
        }
    }

    /** Its counts are asked for on its input and read from its output, among its other lines. */
    @Test
    void reportsItsCountsWhenAsked() throws Exception {
        try (RemoteServerProcess p = RemoteServerProcess.start(List.of("sh", "-c", "echo ready 4242 0; n=0; while read"
                + " line; do n=$((n+1)); echo noise; echo counted $n 100 0 0 0 0; done"), Duration.ofSeconds(30))) {
            assertEquals(new RemoteServerTotals(1, 100, 0, 0, 0, 0), p.totals());
            assertEquals(new RemoteServerTotals(2, 100, 0, 0, 0, 0), p.totals());
        }
    }

    /** A server that does not answer fails the op's check with a bound, not a hang. */
    @Test
    void aServerThatDoesNotReportItsCountsFails() throws Exception {
        try (RemoteServerProcess p = RemoteServerProcess.start(List.of("sh", "-c", "echo ready 4242 0; cat >/dev/null"),
                Duration.ofMillis(500))) {
            IllegalStateException e = assertThrows(IllegalStateException.class, p::totals);
            assertTrue(e.getMessage().contains("did not report its counts within"), e.getMessage());
        }
    }
}
