package ringside.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;
import ringside.workload.RemoteServerTotals;

/**
 * The remote-server's protocol over loopback, with a stand-in server command: a client gets the named server's port
 * and CPUs and its counts, a closed control connection ends that server, and a request it cannot serve (an unknown
 * framework, fork flags other than the server's) is refused with a reason.
 */
class RemoteServerAgentTest {
    private static final Duration T = Duration.ofSeconds(30);
    /** The server's flags; a client's are these at the server's parallelism (the greeting's one CPU). */
    private static final List<String> FLAGS = List.of("-Xmx1g", "-XX:+UseG1GC", "-Dp=1");
    private static final IntFunction<List<String>> SAME = p -> List.of("-XX:+UseG1GC", "-Dp=" + p, "-Xmx1g",
            "-XX:CompileCommandFile=/tmp/x");

    @Test
    void startsTheNamedServerAndEndsItWhenTheClientGoes() throws Exception {
        List<String> asked = new ArrayList<>();
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        RemoteServerAgent agent = new RemoteServerAgent("127.0.0.1", 0, "1", Set.of("loom"), (f, v) -> {
            asked.add(f + "/" + v);
            return List.of("sh", "-c", "echo ready 4242 1; while read line; do echo counted 1 100 0 2 200 0; done");
        }, f -> FLAGS, Optional.empty(), T, new PrintStream(log, true, StandardCharsets.UTF_8));
        Thread serving = Thread.ofPlatform().daemon().start(agent::serve);
        try {
            for (int i = 0; i < 2; i++) { // one client after another
                try (RemoteServerAgentClient c = RemoteServerAgentClient.serve("127.0.0.1", agent.port(), "loom",
                        "vthreads", SAME, Optional.empty(), T)) {
                    assertEquals(4242, c.port());
                    assertEquals("1", c.cpus());
                    assertEquals("127.0.0.1", c.localAddress());
                    assertEquals(new RemoteServerTotals(1, 100, 0, 2, 200, 0), c.totals());
                    assertEquals(new RemoteServerTotals(1, 100, 0, 2, 200, 0), c.totals());
                }
            }
            IOException refused = assertThrows(IOException.class, () -> RemoteServerAgentClient.serve("127.0.0.1",
                    agent.port(), "kilim", "mailbox", SAME, Optional.empty(), T));
            assertTrue(refused.getMessage().contains("did not start kilim/mailbox: error expected 'serve <framework>"
                    + " <variant>' with a framework of [loom]"), refused.getMessage());
            assertEquals(List.of("loom/vthreads", "loom/vthreads"), asked);
        } finally {
            agent.close();
            serving.join(T.toMillis());
        }
        String said = log.toString(StandardCharsets.UTF_8);
        assertTrue(said.contains("loom/vthreads ended"), said);
    }

    /** Another heap on the client's fork: refused before any server starts, naming both sides' flags. */
    @Test
    void aClientWhoseForkFlagsDifferIsRefused() throws Exception {
        List<String> asked = new ArrayList<>();
        RemoteServerAgent agent = new RemoteServerAgent("127.0.0.1", 0, "1", Set.of("loom"), (f, v) -> {
            asked.add(f + "/" + v);
            return List.of("sh", "-c", "echo ready 4242 1; cat >/dev/null");
        }, f -> FLAGS, Optional.empty(), T, new PrintStream(new ByteArrayOutputStream()));
        Thread serving = Thread.ofPlatform().daemon().start(agent::serve);
        try {
            IOException e = assertThrows(IOException.class, () -> RemoteServerAgentClient.serve("127.0.0.1",
                    agent.port(), "loom", "threads", p -> List.of("-Xmx2g", "-XX:+UseG1GC", "-Dp=" + p), Optional.empty(),
                    T));
            assertTrue(e.getMessage().contains("the server's fork flags -Xmx1g (of -Dp=1 -XX:+UseG1GC -Xmx1g) differ"
                    + " from the client's -Xmx2g (of -Dp=1 -XX:+UseG1GC -Xmx2g)"), e.getMessage());
            assertEquals(List.of(), asked, "no server started");
        } finally {
            agent.close();
            serving.join(T.toMillis());
        }
    }

    @Test
    void aServerThatCannotStartIsAnErrorForTheClient() throws Exception {
        RemoteServerAgent agent = new RemoteServerAgent("127.0.0.1", 0, "1", Set.of("loom"),
                (f, v) -> List.of("sh", "-c", "exit 3"), f -> FLAGS, Optional.empty(), T, new PrintStream(new ByteArrayOutputStream()));
        Thread serving = Thread.ofPlatform().daemon().start(agent::serve);
        try {
            IOException e = assertThrows(IOException.class, () -> RemoteServerAgentClient.serve("127.0.0.1",
                    agent.port(), "loom", "threads", SAME, Optional.empty(), T));
            assertTrue(e.getMessage().contains("ended before it was ready (exit status 3)"), e.getMessage());
        } finally {
            agent.close();
            serving.join(T.toMillis());
        }
    }

    /**
     * On an address other than loopback the remote-server asks for remoteToken: a client that cannot prove it has the
     * secret is refused, naming why, and no server starts for it; the secret never crosses the connection.
     */
    @Test
    void aClientWithoutTheSecretIsRefusedBeforeAnyServerStarts() throws Exception {
        List<String> asked = new ArrayList<>();
        RemoteToken secret = RemoteToken.parse("correct horse battery staple");
        RemoteServerAgent agent = new RemoteServerAgent("127.0.0.1", 0, "1", Set.of("loom"), (f, v) -> {
            asked.add(f + "/" + v);
            return List.of("sh", "-c", "echo ready 4242 1; cat >/dev/null");
        }, f -> FLAGS, Optional.of(secret), T, new PrintStream(new ByteArrayOutputStream()));
        Thread serving = Thread.ofPlatform().daemon().start(agent::serve);
        try {
            IOException none = assertThrows(IOException.class, () -> RemoteServerAgentClient.serve("127.0.0.1",
                    agent.port(), "loom", "threads", SAME, Optional.empty(), T));
            assertTrue(none.getMessage().contains("error this remote-server requires remoteToken, and the client gave"
                    + " none"), none.getMessage());
            IOException wrong = assertThrows(IOException.class, () -> RemoteServerAgentClient.serve("127.0.0.1",
                    agent.port(), "loom", "threads", SAME, Optional.of(RemoteToken.parse("another secret of ours")),
                    T));
            assertTrue(wrong.getMessage().contains("error the client's remoteToken is not this remote-server's"),
                    wrong.getMessage());
            assertEquals(List.of(), asked, "no server started for them");
            try (RemoteServerAgentClient c = RemoteServerAgentClient.serve("127.0.0.1", agent.port(), "loom",
                    "threads", SAME, Optional.of(secret), T)) {
                assertEquals(4242, c.port());
            }
            assertEquals(List.of("loom/threads"), asked);
        } finally {
            agent.close();
            serving.join(T.toMillis());
        }
    }

    /** One client at a time: a second one, while the first is served, is refused at once, naming what is served. */
    @Test
    void aSecondClientWhileOneIsServedIsRefusedNotQueued() throws Exception {
        RemoteServerAgent agent = new RemoteServerAgent("127.0.0.1", 0, "1", Set.of("loom"),
                (f, v) -> List.of("sh", "-c", "echo ready 4242 1; cat >/dev/null"), f -> FLAGS, Optional.empty(), T,
                new PrintStream(new ByteArrayOutputStream()));
        Thread serving = Thread.ofPlatform().daemon().start(agent::serve);
        try {
            try (RemoteServerAgentClient first = RemoteServerAgentClient.serve("127.0.0.1", agent.port(), "loom",
                    "vthreads", SAME, Optional.empty(), T)) {
                IOException second = assertThrows(IOException.class, () -> RemoteServerAgentClient.serve(
                        "127.0.0.1", agent.port(), "loom", "threads", SAME, Optional.empty(), T));
                assertTrue(second.getMessage().matches(".*error the remote-server serves loom/vthreads for"
                        + " /127\\.0\\.0\\.1:[0-9]+; it serves one client at a time.*"), second.getMessage());
                assertEquals(4242, first.port(), "the first is still served");
            }
            for (int i = 0; i < 100; i++) { // the first client's end frees the remote-server
                try (RemoteServerAgentClient next = RemoteServerAgentClient.serve("127.0.0.1", agent.port(), "loom",
                        "threads", SAME, Optional.empty(), T)) {
                    assertEquals(4242, next.port());
                    return;
                } catch (IOException busy) {
                    assertTrue(busy.getMessage().contains("serves loom/vthreads"), busy.getMessage());
                    Thread.sleep(50);
                }
            }
            throw new AssertionError("the remote-server stayed busy after its client left");
        } finally {
            agent.close();
            serving.join(T.toMillis());
        }
    }
}
