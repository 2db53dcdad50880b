package ringside.suite;

import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.util.regex.Pattern;
import ringside.parameters.Parameter;
import ringside.parameters.ParameterException;

/**
 * remoteBind, the address remote-server listens on: one of this machine's own (or the wildcard), checked before any
 * work. A text that cannot be a host name or an address is refused without a lookup.
 */
final class RemoteBind {
    /** The characters of a host name, an IPv4 or an IPv6 address (with its zone). */
    private static final Pattern ADDRESS = Pattern.compile("[A-Za-z0-9.:%_-]+");

    private RemoteBind() {
    }

    static void check(String text) {
        String accepted = "; expected " + Parameter.remoteBind.accepted() + ", such as 127.0.0.1 or 0.0.0.0";
        if (!ADDRESS.matcher(text).matches()) {
            throw new ParameterException(Parameter.remoteBind + ": '" + text + "' is not accepted" + accepted);
        }
        try {
            InetAddress address = InetAddress.getByName(text);
            if (!address.isAnyLocalAddress() && NetworkInterface.getByInetAddress(address) == null) {
                throw new ParameterException(Parameter.remoteBind + ": '" + text + "' is not accepted: no network"
                        + " interface of this machine has it" + accepted);
            }
        } catch (UnknownHostException | SocketException e) {
            throw new ParameterException(Parameter.remoteBind + ": '" + text + "' is not accepted: " + e.getMessage()
                    + accepted);
        }
    }
}
