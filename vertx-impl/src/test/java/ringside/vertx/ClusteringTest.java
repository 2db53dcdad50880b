package ringside.vertx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.hazelcast.config.Config;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.MultiMapConfig;
import io.vertx.core.VertxOptions;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The clustered node's configuration: members found over TCP on the given addresses only, bound where told. */
class ClusteringTest {

    @Test
    void joinsOverTcpOnlyTheGivenMemberAndBindsToTheGivenAddress() {
        Config client = Clustering.hazelcast("127.0.0.1", 25522, Optional.of("127.0.0.1:25521"), true, 3);
        JoinConfig join = client.getNetworkConfig().getJoin();
        assertFalse(join.getMulticastConfig().isEnabled(), "multicast");
        assertFalse(join.getAutoDetectionConfig().isEnabled(), "auto-detection");
        assertTrue(join.getTcpIpConfig().isEnabled(), "TCP-IP join");
        assertEquals(List.of("127.0.0.1:25521"), join.getTcpIpConfig().getMembers());
        assertEquals(25522, client.getNetworkConfig().getPort());
        assertFalse(client.getNetworkConfig().isPortAutoIncrement(), "exactly the given port");
        assertTrue(client.getNetworkConfig().getInterfaces().isEnabled(), "interfaces");
        assertEquals(List.of("127.0.0.1"), List.copyOf(client.getNetworkConfig().getInterfaces().getInterfaces()));
        assertEquals("false", client.getProperty("hazelcast.socket.bind.any"), "binds to the interface only");
        assertEquals("false", client.getProperty("hazelcast.phone.home.enabled"));
        assertTrue(client.isLiteMember(), "the client owns no data");

        Config server = Clustering.hazelcast("127.0.0.1", 0, Optional.empty(), false, 3);
        assertTrue(server.getNetworkConfig().getJoin().getTcpIpConfig().getMembers().isEmpty(), "joins nobody");
        assertFalse(server.isLiteMember());
        assertEquals(MultiMapConfig.ValueCollectionType.SET,
                server.getMultiMapConfig("__vertx.subs").getValueCollectionType(), "as vertx-hazelcast's default");
    }

    @Test
    void sizesHazelcastsThreadsToTheRun() {
        for (int p : new int[] {1, 2, 5}) {
            Config c = Clustering.hazelcast("127.0.0.1", 0, Optional.empty(), false, p);
            for (String pool : List.of("operation.thread.count", "operation.generic.thread.count",
                    "io.input.thread.count", "io.output.thread.count", "event.thread.count")) {
                assertEquals(Integer.toString(p), c.getProperty("hazelcast." + pool), pool);
            }
            assertFalse(c.getMetricsConfig().isEnabled(), "metrics collection (2 threads) off");
        }
    }

    @Test
    void theEventBusListensOnTheGivenAddressTwoAboveHazelcastsPort() {
        VertxOptions fixed = Clustering.vertx("127.0.0.1", 25521, 2);
        assertEquals("127.0.0.1", fixed.getEventBusOptions().getHost());
        assertEquals(25523, fixed.getEventBusOptions().getPort());
        assertEquals(2, fixed.getEventLoopPoolSize(), "the run's sizes");
        assertEquals(0, Clustering.vertx("127.0.0.1", 0, 2).getEventBusOptions().getPort(), "free port");
    }
}
