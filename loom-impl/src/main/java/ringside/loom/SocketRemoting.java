package ringside.loom;

import java.io.IOException;
import java.util.concurrent.ThreadFactory;
import ringside.contract.RemoteClient;
import ringside.contract.RemoteServer;
import ringside.contract.Remoting;
import ringside.contract.VirtualThreadScheduler;
import ringside.workload.OneWayWindow;
import ringside.workload.RemoteServerCounts;

/** The remote workload's floor: plain TCP sockets (java.net), the same code on platform or virtual threads. */
record SocketRemoting(boolean virtual) implements Remoting {

    @Override
    public String description() {
        return "plain TCP sockets (java.net.Socket, TCP_NODELAY), one connection, " + (virtual ? "virtual" : "platform")
                + " threads: one reading thread per side, the server's also writing the answers; frames written by"
                + " Ringside (type byte, 64-bit number, length-prefixed payload), each flushed as it is written;"
                + " flow control: Ringside's window"
                + " (" + OneWayWindow.WINDOW + " unacknowledged, acknowledged every "
                + OneWayWindow.ACK_EVERY + ")";
    }

    @Override
    public RemoteServer serve(String bindAddress, int port, int parallelism, RemoteServerCounts counts)
            throws IOException {
        return new SocketServer(bindAddress, port, threads(parallelism), counts);
    }

    @Override
    public RemoteClient connect(String host, int port, String localAddress, int localPort, int parallelism)
            throws IOException {
        return new SocketClient(host, port, threads(parallelism));
    }

    /** Daemon platform threads, or virtual threads on the scheduler sized to this JVM's parallelism. */
    private ThreadFactory threads(int parallelism) {
        if (virtual) {
            VirtualThreadScheduler.configure(parallelism);
            return Thread.ofVirtual().name("ringside-remote-", 0).factory();
        }
        return Thread.ofPlatform().daemon(true).name("ringside-remote-", 0).factory();
    }
}
