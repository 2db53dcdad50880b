package ringside.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/** The TCP segment counters, read from a sample of Linux's file and from this host's. */
class TcpSegmentsTest {

    @Test
    void readsInSegsAndOutSegsOfTheTcpLine() throws IOException {
        String sample;
        try (InputStream in = TcpSegmentsTest.class.getResourceAsStream("proc-net-snmp.txt")) {
            sample = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertEquals(new TcpSegments(152798, 152756), TcpSegments.parse(sample));
        assertEquals(42, new TcpSegments(152840, 152800).since(TcpSegments.parse(sample)), "the smaller growth");
        assertThrows(IllegalArgumentException.class, () -> TcpSegments.parse(sample.replace("InSegs", "Other")));
        assertThrows(IllegalArgumentException.class, () -> TcpSegments.parse("Udp: InDatagrams\nUdp: 1\n"));
    }

    /** Bytes sent over loopback show in this host's counters, at least one segment each way per write. */
    @Test
    void loopbackTrafficCounts() throws IOException {
        assumeTrue(Files.isReadable(TcpSegments.SNMP), "Linux only");
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
                Socket client = new Socket(InetAddress.getLoopbackAddress(), server.getLocalPort());
                Socket accepted = server.accept()) {
            client.setTcpNoDelay(true);
            accepted.setTcpNoDelay(true);
            TcpSegments before = TcpSegments.read();
            for (int i = 0; i < 20; i++) { // a ping-pong of single bytes: each write its own segment
                client.getOutputStream().write(i);
                assertEquals(i, accepted.getInputStream().read());
                accepted.getOutputStream().write(i);
                assertEquals(i, client.getInputStream().read());
            }
            long crossed = TcpSegments.read().since(before);
            assertTrue(crossed >= 40, "20 round trips moved " + crossed + " segments each way");
        }
    }
}
