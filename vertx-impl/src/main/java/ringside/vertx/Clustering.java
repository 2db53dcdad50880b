package ringside.vertx;

import com.hazelcast.config.Config;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.MultiMapConfig;
import com.hazelcast.config.NetworkConfig;
import io.vertx.core.VertxOptions;
import io.vertx.core.eventbus.EventBusOptions;
import java.util.Map;
import java.util.Optional;

/**
 * How a remote side's clustered Vert.x is configured: Hazelcast members find each other over TCP on the given
 * addresses only (no multicast, no auto-detection), every socket bound to the given address, every pool Hazelcast
 * lets us size sized to the run. Hazelcast's member port carries membership and the subscription map; the event
 * bus has its own TCP server, two ports above it when a port is given (any free port otherwise).
 */
final class Clustering {
    /** The event bus's port relative to Hazelcast's, for a fixed port (two machines): one a firewall can open. */
    static final int EVENT_BUS_PORT_OFFSET = 2;

    private Clustering() {
    }

    /**
     * A member listening on {@code bind}:{@code port} (0: a free port), joining {@code member} ("host:port") if
     * given; a lite member owns no partition of Hazelcast's data, so joining moves no data to it (the client).
     */
    static Config hazelcast(String bind, int port, Optional<String> member, boolean lite, int parallelism) {
        Config config = new Config().setClusterName("ringside").setLiteMember(lite);
        properties(parallelism).forEach(config::setProperty);
        config.getMetricsConfig().setEnabled(false); // its collector's 2 threads: nothing here reads metrics
        NetworkConfig network = config.getNetworkConfig().setPort(port).setPortAutoIncrement(false);
        network.getInterfaces().setEnabled(true).addInterface(bind);
        JoinConfig join = network.getJoin();
        join.getMulticastConfig().setEnabled(false);
        join.getAutoDetectionConfig().setEnabled(false);
        join.getTcpIpConfig().setEnabled(true);
        member.ifPresent(join.getTcpIpConfig()::addMember);
        // what vertx-hazelcast's own default-cluster.xml declares for the maps it uses
        config.addMultiMapConfig(new MultiMapConfig("__vertx.subs").setBackupCount(1)
                .setValueCollectionType(MultiMapConfig.ValueCollectionType.SET));
        config.getMapConfig("__vertx.haInfo").setBackupCount(1);
        config.getMapConfig("__vertx.nodeInfo").setBackupCount(1);
        return config;
    }

    /**
     * Hazelcast's own threads sized to the run's p (its defaults follow the JVM's CPU count, and some are fixed:
     * 5 event threads, 2 generic operation threads), a small partition table (271 by default; two members with a
     * handful of addresses need few), no wait before joining (5 s by default), no phone-home call, no health
     * monitor, no slow-operation detector, logging through the JDK's (java.util.logging, as Vert.x's). Not sizable
     * here, and idle or nearly so while messages flow: its IO acceptor, 1 priority generic operation thread, 1
     * response thread, the invocation monitor, the migration thread, the operation parker, the scheduled and cached
     * (on-demand) executors, its TCP server's thread; vertx-hazelcast's throttling thread.
     */
    static Map<String, String> properties(int parallelism) {
        String p = Integer.toString(parallelism);
        return Map.ofEntries(
                Map.entry("hazelcast.partition.count", "7"),
                Map.entry("hazelcast.operation.thread.count", p),
                Map.entry("hazelcast.operation.generic.thread.count", p),
                Map.entry("hazelcast.operation.priority.generic.thread.count", "1"),
                Map.entry("hazelcast.operation.response.thread.count", "1"),
                Map.entry("hazelcast.io.input.thread.count", p),
                Map.entry("hazelcast.io.output.thread.count", p),
                Map.entry("hazelcast.event.thread.count", p),
                Map.entry("hazelcast.socket.bind.any", "false"),
                Map.entry("hazelcast.wait.seconds.before.join", "0"),
                Map.entry("hazelcast.phone.home.enabled", "false"),
                Map.entry("hazelcast.health.monitoring.level", "OFF"),
                Map.entry("hazelcast.slow.operation.detector.enabled", "false"),
                Map.entry("hazelcast.logging.type", "jdk"));
    }

    /** The run's Vert.x sizes, with the event bus's TCP server on {@code bind} (also the address others reach). */
    static VertxOptions vertx(String bind, int hazelcastPort, int parallelism) {
        VertxOptions options = VertxRuntime.options(parallelism);
        options.setEventBusOptions(new EventBusOptions().setHost(bind)
                .setPort(hazelcastPort == 0 ? 0 : hazelcastPort + EVENT_BUS_PORT_OFFSET));
        return options;
    }
}
