package ringside.workload;

import java.util.Set;

/**
 * What the host's TCP tables say, as an http op's witness reads them: the segment counters, host-wide, and the
 * connections of the op's own server ports. Tests give fakes; {@link #LINUX} reads {@code /proc/net}.
 */
public interface HostSockets {
    /** Linux's tables of this network namespace. */
    HostSockets LINUX = new HostSockets() {
        @Override
        public TcpSegments segments() {
            return TcpSegments.read();
        }

        @Override
        public TcpConnections connections(Set<Integer> serverPorts) {
            return TcpConnections.read(serverPorts);
        }
    };

    /** The host's segment counters now. */
    TcpSegments segments();

    /** The connections listed now with an end on one of {@code serverPorts}. */
    TcpConnections connections(Set<Integer> serverPorts);
}
