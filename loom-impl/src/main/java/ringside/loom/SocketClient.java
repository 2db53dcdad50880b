package ringside.loom;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import ringside.contract.RemoteClient;
import ringside.workload.LatencyClient;
import ringside.workload.OneWayWindow;
import ringside.workload.RemoteEchoes;
import ringside.workload.RemoteOneWay;
import ringside.workload.RemoteOneWayResult;
import ringside.workload.RemotePayload;

/**
 * The socket floor's client: one connection; the op's thread writes the frames, each flushed at once (requests and
 * one-way messages alike), one reader thread hands each echo to the op's echoes, each acknowledgement to the window
 * and the tally to the op.
 */
final class SocketClient implements RemoteClient {
    private static final byte[] NONE = new byte[0];

    private final Socket socket;
    private final DataOutputStream out;
    private volatile RemoteEchoes echoes;
    private volatile OneWayWindow window;
    private volatile CompletableFuture<RemoteOneWayResult> tally;

    SocketClient(String host, int port, ThreadFactory threads) throws IOException {
        socket = new Socket(host, port);
        socket.setTcpNoDelay(true);
        out = new DataOutputStream(new BufferedOutputStream(socket.getOutputStream(), 1 << 16));
        DataInputStream in = new DataInputStream(new BufferedInputStream(socket.getInputStream(), 1 << 16));
        threads.newThread(() -> read(in)).start();
    }

    private void read(DataInputStream in) {
        SocketFrames.Frame f = new SocketFrames.Frame();
        try {
            while (f.read(in)) {
                switch (f.type) {
                    case SocketFrames.ECHO -> echoes.echoed(f.number, f.payload, 0, f.length);
                    case SocketFrames.ACK -> window.acknowledged(f.number);
                    case SocketFrames.TALLY -> tally.complete(new RemoteOneWayResult(f.number, f.payloadLong(0),
                            f.payloadLong(1), f.payloadLong(2), f.payloadLong(3)));
                    default -> throw new IOException("unexpected frame type " + f.type);
                }
            }
        } catch (IOException e) {
            // closed; an op waiting for an answer times out and says so
        }
    }

    @Override
    public Future<LatencyClient> requestReply(RemoteEchoes e) {
        echoes = e;
        RemotePayload p = e.payload();
        return CompletableFuture.completedFuture(LatencyClient.of(
                id -> send(SocketFrames.REQUEST, id, p.bytes(), p.offset(id), p.size()), () -> { },
                CompletableFuture.completedFuture(this)));
    }

    @Override
    public RemoteOneWay oneWay(OneWayWindow w, RemotePayload p) {
        window = w;
        return new RemoteOneWay() {
            @Override
            public void send(long seq) {
                SocketClient.this.send(SocketFrames.ONE_WAY, seq, p.bytes(), p.offset(seq), p.size());
            }

            @Override
            public Future<RemoteOneWayResult> end() {
                tally = new CompletableFuture<>();
                SocketClient.this.send(SocketFrames.END, 0, NONE, 0, 0);
                return tally;
            }
        };
    }

    private void send(byte type, long number, byte[] payload, int offset, int length) {
        try {
            SocketFrames.write(out, type, number, payload, offset, length);
        } catch (IOException e) {
            throw new UncheckedIOException("the remote server's connection failed", e);
        }
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
