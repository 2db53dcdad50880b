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
import ringside.workload.LatencyRecorder;
import ringside.workload.OneWayWindow;
import ringside.workload.RemoteOneWay;
import ringside.workload.RemoteOneWayResult;
import ringside.workload.RemotePayload;

/**
 * The socket floor's client: one connection; the op's thread writes the frames, one reader thread hands each echo
 * to the recorder, each acknowledgement to the window and the tally to the op. A request is flushed at once (its
 * latency counts); one-way messages every {@link #FLUSH_EVERY}, well inside the window, so the sender never waits
 * for an acknowledgement of a message still in its buffer.
 */
final class SocketClient implements RemoteClient {
    static final int FLUSH_EVERY = 64;

    private final Socket socket;
    private final DataOutputStream out;
    private final byte[] payload;
    private volatile LatencyRecorder recorder;
    private volatile OneWayWindow window;
    private volatile CompletableFuture<RemoteOneWayResult> tally;

    SocketClient(String host, int port, int payload, ThreadFactory threads) throws IOException {
        this.payload = RemotePayload.of(payload);
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
                    case SocketFrames.ECHO -> recorder.replied((int) f.number);
                    case SocketFrames.ACK -> window.acknowledged(f.number);
                    case SocketFrames.TALLY -> tally.complete(
                            new RemoteOneWayResult(f.number, f.payloadLong(0), f.payloadLong(1)));
                    default -> throw new IOException("unexpected frame type " + f.type);
                }
            }
        } catch (IOException e) {
            // closed; an op waiting for an answer times out and says so
        }
    }

    @Override
    public Future<LatencyClient> requestReply(LatencyRecorder r) {
        recorder = r;
        return CompletableFuture.completedFuture(LatencyClient.of(
                id -> send(SocketFrames.REQUEST, id, true), () -> { }, CompletableFuture.completedFuture(this)));
    }

    @Override
    public RemoteOneWay oneWay(OneWayWindow w) {
        window = w;
        return new RemoteOneWay() {
            @Override
            public void send(long seq) {
                SocketClient.this.send(SocketFrames.ONE_WAY, seq, (seq + 1) % FLUSH_EVERY == 0);
            }

            @Override
            public Future<RemoteOneWayResult> end() {
                tally = new CompletableFuture<>();
                SocketClient.this.send(SocketFrames.END, 0, true);
                return tally;
            }
        };
    }

    private void send(byte type, long number, boolean flush) {
        try {
            SocketFrames.write(out, type, number, payload, type == SocketFrames.END ? 0 : payload.length);
            if (flush) {
                out.flush();
            }
        } catch (IOException e) {
            throw new UncheckedIOException("the remote server's connection failed", e);
        }
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
