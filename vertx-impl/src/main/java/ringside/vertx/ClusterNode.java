package ringside.vertx;

import com.hazelcast.config.Config;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.eventbus.DeliveryOptions;
import io.vertx.core.eventbus.EventBus;
import io.vertx.spi.cluster.hazelcast.HazelcastClusterManager;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * One clustered Vert.x (a node of the remote workload, server or client) with the Hazelcast cluster manager and
 * {@link RemoteCodec} registered; started once the node has joined its cluster and its event bus listens.
 */
final class ClusterNode implements AutoCloseable {
    /**
     * Addresses of the server's consumers and the client's two fixed consumers (the echoes; the acknowledgements and
     * tallies): one client per server.
     */
    static final String ECHO = "ringside.remote.echo";
    static final String ONE_WAY = "ringside.remote.one-way";
    static final String ECHOES = "ringside.remote.echoes";
    static final String ACKS = "ringside.remote.acks";
    /** Every send and reply of a remote message names Ringside's codec. */
    static final DeliveryOptions CODEC = new DeliveryOptions().setCodecName(RemoteCodec.NAME);
    private static final long TIMEOUT_SECONDS = 60;
    /** Hazelcast logs every membership change at INFO; its warnings still show (kept: the JDK holds loggers weakly). */
    private static final Logger HAZELCAST_LOG = Logger.getLogger("com.hazelcast");
    /** Warns at every start that the CP subsystem (Raft structures, which Vert.x does not use) is off. */
    private static final Logger CP_LOG = Logger.getLogger("com.hazelcast.cp.CPSubsystem");

    static {
        HAZELCAST_LOG.setLevel(Level.WARNING);
        CP_LOG.setLevel(Level.SEVERE);
    }

    final Vertx vertx;
    private final HazelcastClusterManager manager;

    ClusterNode(Config hazelcast, VertxOptions options) throws Exception {
        manager = new HazelcastClusterManager(hazelcast);
        vertx = Vertx.builder().with(options).withClusterManager(manager).buildClustered()
                .toCompletionStage().toCompletableFuture().get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        vertx.eventBus().registerCodec(new RemoteCodec());
    }

    EventBus bus() {
        return vertx.eventBus();
    }

    /** The port of this node's Hazelcast member, which another node joins. */
    int hazelcastPort() {
        return manager.getHazelcastInstance().getCluster().getLocalMember().getAddress().getPort();
    }

    /** Leaves the cluster, closes the event bus's server and every thread of Vert.x and Hazelcast. */
    @Override
    public void close() throws Exception {
        vertx.close().toCompletionStage().toCompletableFuture().get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
    }
}
