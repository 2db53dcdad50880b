package ringside.bench;

import java.io.IOException;
import java.io.InputStream;
import ringside.contract.Frameworks;
import ringside.contract.RemoteServer;
import ringside.contract.Remoting;

/**
 * The server JVM of the remote workload, started by the client's fork ({@link RemoteServerProcess}): serves the
 * variant's remote side, prints one line {@code ready <port> <CPUs>} once it listens, and ends when its standard
 * input closes, so that it never outlives the fork that started it, whatever ends that fork.
 * Arguments: framework variant parallelism bindAddress port.
 */
public final class RemoteServerMain {
    /** The line's first word, which the client waits for. */
    public static final String READY = "ready";

    private RemoteServerMain() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 5) {
            System.err.println("usage: RemoteServerMain framework variant parallelism bindAddress port");
            System.exit(2);
        }
        Remoting remoting = remoting(args[0], args[1]);
        RemoteServer server = remoting.serve(args[3], Integer.parseInt(args[4]), Integer.parseInt(args[2]));
        System.out.println(READY + " " + server.port() + " " + CpuAffinity.current());
        System.out.flush();
        drain(System.in);
        server.close();
        System.exit(0); // a framework thread left running must not keep the process
    }

    /** The variant's remote side, or a failure saying it has none. */
    public static Remoting remoting(String framework, String variant) {
        return Frameworks.named(framework).variant(variant).remoting().orElseThrow(() -> new IllegalArgumentException(
                framework + "/" + variant + " has no remote side"));
    }

    private static void drain(InputStream in) throws IOException {
        byte[] buffer = new byte[256];
        while (in.read(buffer) >= 0) {
            // nothing is sent; the end of the stream is the signal
        }
    }
}
