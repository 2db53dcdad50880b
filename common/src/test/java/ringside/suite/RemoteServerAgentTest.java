package ringside.suite;

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
import java.util.Set;
import org.junit.jupiter.api.Test;
import ringside.bench.RemoteServerAgentClient;

/**
 * The remote-server's protocol over loopback, with a stand-in server command: a client gets the named server's port
 * and CPUs, a closed control connection ends that server, and a request it cannot serve is refused with a reason.
 */
class RemoteServerAgentTest {
    private static final Duration T = Duration.ofSeconds(30);

    @Test
    void startsTheNamedServerAndEndsItWhenTheClientGoes() throws Exception {
        List<String> asked = new ArrayList<>();
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        RemoteServerAgent agent = new RemoteServerAgent("127.0.0.1", 0, "1", Set.of("loom"), (f, v) -> {
            asked.add(f + "/" + v);
            return List.of("sh", "-c", "echo ready 4242 1; cat >/dev/null");
        }, T, new PrintStream(log, true, StandardCharsets.UTF_8));
        Thread serving = Thread.ofPlatform().daemon().start(agent::serve);
        try {
            for (int i = 0; i < 2; i++) { // one client after another
                try (RemoteServerAgentClient c = RemoteServerAgentClient.serve("127.0.0.1", agent.port(), "loom",
                        "vthreads", T)) {
                    assertEquals(4242, c.port());
                    assertEquals("1", c.cpus());
                    assertEquals("127.0.0.1", c.localAddress());
                }
            }
            IOException refused = assertThrows(IOException.class, () -> RemoteServerAgentClient.serve("127.0.0.1",
                    agent.port(), "kilim", "mailbox", T));
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

    @Test
    void aServerThatCannotStartIsAnErrorForTheClient() throws Exception {
        RemoteServerAgent agent = new RemoteServerAgent("127.0.0.1", 0, "1", Set.of("loom"),
                (f, v) -> List.of("sh", "-c", "exit 3"), T, new PrintStream(new ByteArrayOutputStream()));
        Thread serving = Thread.ofPlatform().daemon().start(agent::serve);
        try {
            IOException e = assertThrows(IOException.class, () -> RemoteServerAgentClient.serve("127.0.0.1",
                    agent.port(), "loom", "threads", T));
            assertTrue(e.getMessage().contains("ended before it was ready (exit status 3)"), e.getMessage());
        } finally {
            agent.close();
            serving.join(T.toMillis());
        }
    }
}
