package ringside.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The connections of a server's port, read from a sample of Linux's table and from this host's. */
class TcpConnectionsTest {

    @Test
    void listsEachConnectionOfTheServersPortsOnceAndNoListener() throws IOException {
        String sample;
        try (InputStream in = TcpConnectionsTest.class.getResourceAsStream("proc-net-tcp.txt")) {
            sample = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        // port 8080 listens, has one connection listed at both its ends and one in TIME_WAIT; port 80's is another's
        TcpConnections both = TcpConnections.parse(sample, Set.of(8080));
        assertEquals(Set.of(new TcpConnections.Connection(8080, 0xA5D0), new TcpConnections.Connection(8080, 0xA5D2)),
                both.connections());
        TcpConnections one = TcpConnections.parse(sample.replace("0100007F:A5D2", "0100007F:A5D0"), Set.of(8080));
        assertEquals(1, both.openedSince(one));
        assertEquals(0, one.openedSince(both));
        assertEquals(Set.of(), TcpConnections.parse(sample, Set.of(9999)).connections());
    }

    /** Connections to a loopback server, opened and closed, stay listed (TIME_WAIT) and count once each. */
    @Test
    void countsTheConnectionsAServerAcceptedAfterTheyClosed() throws IOException {
        assumeTrue(TcpConnections.TABLES.stream().allMatch(Files::isReadable), "Linux only");
        try (ServerSocket server = new ServerSocket(0, 4, InetAddress.getLoopbackAddress())) {
            Set<Integer> port = Set.of(server.getLocalPort());
            TcpConnections before = TcpConnections.read(port);
            for (int i = 0; i < 3; i++) {
                try (Socket client = new Socket(InetAddress.getLoopbackAddress(), server.getLocalPort());
                        Socket accepted = server.accept()) {
                    client.getOutputStream().write(i);
                    assertEquals(i, accepted.getInputStream().read());
                }
            }
            assertEquals(3, TcpConnections.read(port).openedSince(before));
        }
    }
}
