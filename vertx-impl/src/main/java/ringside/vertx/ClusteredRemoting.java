package ringside.vertx;

import com.hazelcast.instance.BuildInfoProvider;
import java.util.Optional;
import ringside.contract.RemoteClient;
import ringside.contract.RemoteServer;
import ringside.contract.Remoting;
import ringside.workload.OneWayWindow;
import ringside.workload.RemoteServerCounts;

/**
 * The remote workload on Vert.x's clustered event bus: both sides are clustered Vert.x nodes with the Hazelcast
 * cluster manager ({@link Clustering}); the client's member joins the server's over TCP at the port the server
 * reports, and messages travel on the event bus's own TCP connections between the nodes.
 */
final class ClusteredRemoting implements Remoting {

    @Override
    public String description() {
        return "clustered event bus, Hazelcast " + BuildInfoProvider.getBuildInfo().getVersion()
                + " cluster manager (vertx-hazelcast), TCP-IP join on the given addresses (loopback unless told;"
                + " multicast and auto-detection off), the client a lite member; binary codec (Ringside's"
                + " MessageCodec: type byte, 64-bit numbers, length-prefixed payload), no Java serialization or JSON;"
                + " requests and one-way messages with send(), echoes, acknowledgements and tallies sent back to two"
                + " fixed consumers on the client (no reply handler or timer per request); on each side p event"
                + " loops, worker and"
                + " internal blocking pools p; Hazelcast: partition and generic operation threads p, IO input and"
                + " output threads p each, event threads p, 7 partitions, metrics, health monitor and slow-operation"
                + " detector off; flow control: Ringside's window ("
                + OneWayWindow.WINDOW + " unacknowledged, acknowledged every " + OneWayWindow.ACK_EVERY + ")";
    }

    @Override
    public RemoteServer serve(String bindAddress, int port, int parallelism, RemoteServerCounts counts)
            throws Exception {
        return new BusServer(new ClusterNode(Clustering.hazelcast(bindAddress, port, Optional.empty(), false,
                parallelism), Clustering.vertx(bindAddress, port, parallelism)), counts);
    }

    /** The client's member and event bus listen on {@code localAddress}, where the server's node reaches them. */
    @Override
    public RemoteClient connect(String host, int port, String localAddress, int localPort, int parallelism)
            throws Exception {
        return new BusClient(new ClusterNode(Clustering.hazelcast(localAddress, localPort,
                Optional.of(host + ":" + port), true, parallelism),
                Clustering.vertx(localAddress, localPort, parallelism)));
    }
}
