package ringside.pekko;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import ringside.contract.RemoteClient;
import ringside.contract.RemoteServer;
import ringside.contract.Remoting;
import ringside.workload.OneWayWindow;
import ringside.workload.RemoteServerCounts;

/**
 * The remote workload on Pekko's own remoting, Artery over TCP (pekko-remote), on the typed variant's
 * configuration plus {@link #ARTERY}: both sides are ActorSystems with {@code provider = remote}.
 */
record ArteryRemoting(ActorVariant variant) implements Remoting {

    @Override
    public String description() {
        return "Artery over TCP (pekko-remote), typed actors on both sides (the server found by its path with an"
                + " ActorSelection), " + variant.name() + "'s dispatcher sizes with Artery's own dispatcher and the"
                + " same size, 1 inbound and 1 outbound lane; messages serialized by Ringside's binary"
                + " SerializerWithStringManifest (numbers and payload bytes), Java serialization off; flow control:"
                + " Ringside's window (" + OneWayWindow.WINDOW + " unacknowledged, acknowledged every "
                + OneWayWindow.ACK_EVERY + "); Artery's outbound queue raised from 3072 to 131072 messages, so that"
                + " an open-loop burst is queued rather than dropped";
    }

    @Override
    public RemoteServer serve(String bindAddress, int port, int parallelism, RemoteServerCounts counts) {
        return new ArteryServer(config(bindAddress, port, parallelism), counts);
    }

    @Override
    public RemoteClient connect(String host, int port, String localAddress, int localPort, int parallelism)
            throws Exception {
        // the client's own canonical address: Artery's server connects back to it to send its replies
        return new ArteryClient(config(localAddress, localPort, parallelism), host, port);
    }

    Config config(String hostname, int port, int parallelism) {
        return ConfigFactory.parseString(ARTERY.formatted(hostname, port, parallelism))
                .withFallback(variant.config(parallelism));
    }

    /**
     * Every key here is in pekko-remote's reference.conf (ActorVariantTest checks). Artery listens on the canonical
     * address only (bind defaults to it): loopback unless a host is given. Its own pool
     * ({@code default-remote-dispatcher}: by default 2 to 16 threads, half the CPUs) gets the run's size, as the
     * actors' dispatchers do; the control stream already runs on the internal dispatcher (sized by the variant).
     * One inbound lane (reference default 4): Pekko's documentation names it the lowest-latency setting, and one
     * connection carries every message here. The outbound queue holds 131072 messages instead of 3072: Artery
     * drops what overflows it (at-most-once delivery), and an open-loop client does not slow down for a cold or
     * busy server, so at 10,000 requests/s on one busy CPU the first op lost requests that way; with the larger
     * queue a burst waits instead, and shows as latency. Its TCP selector is pekko-io's one pinned thread.
     */
    static final String ARTERY = """
            pekko {
              actor {
                provider = remote
                allow-java-serialization = off
                serializers.ringside-remote = "ringside.pekko.RemoteSerializer"
                serialization-bindings {
                  "ringside.pekko.RemoteMessages$Message" = ringside-remote
                }
              }
              remote.artery {
                transport = tcp
                canonical.hostname = "%1$s"
                canonical.port = %2$d
                advanced.inbound-lanes = 1
                advanced.outbound-lanes = 1
                advanced.outbound-message-queue-size = 131072
              }
              remote.default-remote-dispatcher.fork-join-executor {
                parallelism-min = %3$d
                parallelism-max = %3$d
                parallelism-factor = 1.0
                maximum-pool-size = %3$d
                minimum-runnable = 0
              }
            }
            """;
}
