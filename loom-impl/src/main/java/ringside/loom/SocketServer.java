package ringside.loom;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadFactory;
import ringside.contract.RemoteServer;
import ringside.workload.RemoteOneWayTally;
import ringside.workload.RemoteServerCounts;

/**
 * The socket floor's server: an accepting thread, and per connection one thread that reads each frame and writes
 * its answer (the echo, an acknowledgement, the tally), each flushed at once. Requests and one-way messages are
 * counted and checked by the common {@link RemoteServerCounts}.
 */
final class SocketServer implements RemoteServer {
    private final ServerSocket listening;
    private final ThreadFactory threads;
    private final RemoteServerCounts counts;
    private final Set<Socket> connections = ConcurrentHashMap.newKeySet();

    SocketServer(String bindAddress, int port, ThreadFactory threads, RemoteServerCounts counts) throws IOException {
        this.threads = threads;
        this.counts = counts;
        listening = new ServerSocket();
        listening.bind(new InetSocketAddress(InetAddress.getByName(bindAddress), port));
        threads.newThread(this::accept).start();
    }

    @Override
    public int port() {
        return listening.getLocalPort();
    }

    private void accept() {
        while (!listening.isClosed()) {
            try {
                Socket s = listening.accept();
                s.setTcpNoDelay(true);
                connections.add(s);
                threads.newThread(() -> serve(s)).start();
            } catch (IOException e) {
                return; // closed
            }
        }
    }

    private void serve(Socket socket) {
        RemoteOneWayTally tally = counts.oneWayTally(); // one connection's ops, one after another
        try (socket) {
            DataInputStream in = new DataInputStream(new BufferedInputStream(socket.getInputStream(), 1 << 16));
            DataOutputStream out = new DataOutputStream(new BufferedOutputStream(socket.getOutputStream(), 1 << 16));
            SocketFrames.Frame f = new SocketFrames.Frame();
            byte[] none = new byte[0];
            while (f.read(in)) {
                switch (f.type) {
                    case SocketFrames.REQUEST -> {
                        counts.echoing(f.number, f.payload, 0, f.length);
                        SocketFrames.write(out, SocketFrames.ECHO, f.number, f.payload, 0, f.length);
                    }
                    case SocketFrames.ONE_WAY -> {
                        if (tally.received(f.number, f.payload, 0, f.length)) {
                            SocketFrames.write(out, SocketFrames.ACK, tally.received(), none, 0, 0);
                        }
                    }
                    case SocketFrames.END -> {
                        var r = tally.end();
                        byte[] rest = SocketFrames.longs(r.sequenceSum(), r.outOfOrder(), r.payloadBytes(),
                                r.badPayloads());
                        SocketFrames.write(out, SocketFrames.TALLY, r.received(), rest, 0, rest.length);
                    }
                    default -> throw new IOException("unexpected frame type " + f.type);
                }
            }
        } catch (IOException e) {
            // the client went away or the server closed: this connection ends
        } finally {
            connections.remove(socket);
        }
    }

    @Override
    public void close() throws IOException {
        listening.close();
        for (Socket s : connections) {
            s.close();
        }
    }
}
