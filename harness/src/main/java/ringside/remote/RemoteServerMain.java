package ringside.remote;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import ringside.contract.Frameworks;
import ringside.contract.RemoteServer;
import ringside.contract.Remoting;
import ringside.parameters.CpuAffinity;
import ringside.workload.RemoteServerCounts;

/**
 * The server JVM of the remote workload, started by the client's fork ({@link RemoteServerProcess}): serves the
 * variant's remote side, prints one line {@code ready <port> <CPUs>} once it listens, and ends when its standard
 * input closes, so that it never outlives the fork that started it, whatever ends that fork. Each line {@value #COUNT}
 * on its input is answered on its output with its {@link RemoteServerCounts} (a
 * {@link ringside.workload.RemoteServerTotals} line): the client's ops read them through this channel, which no
 * implementation controls.
 * Arguments: framework variant parallelism bindAddress port.
 */
public final class RemoteServerMain {
    /** The line's first word, which the client waits for. */
    public static final String READY = "ready";
    /** The line on its input that asks for its counts. */
    public static final String COUNT = "count";

    private RemoteServerMain() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 5) {
            System.err.println("usage: RemoteServerMain framework variant parallelism bindAddress port");
            System.exit(2);
        }
        Remoting remoting = remoting(args[0], args[1]);
        RemoteServerCounts counts = new RemoteServerCounts();
        RemoteServer server = remoting.serve(args[3], Integer.parseInt(args[4]), Integer.parseInt(args[2]), counts);
        System.out.println(READY + " " + server.port() + " " + CpuAffinity.current());
        System.out.flush();
        answer(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)), counts);
        server.close();
        System.exit(0); // a framework thread left running must not keep the process
    }

    /** The variant's remote side, or a failure saying it has none. */
    public static Remoting remoting(String framework, String variant) {
        return Frameworks.named(framework).variant(variant).remoting().orElseThrow(() -> new IllegalArgumentException(
                framework + "/" + variant + " has no remote side"));
    }

    /** Answers each request for the counts until the input ends (the signal to stop). */
    private static void answer(BufferedReader in, RemoteServerCounts counts) throws IOException {
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (line.equals(COUNT)) {
                System.out.println(counts.totals().line()); // one println: whole, as the ready line
                System.out.flush();
            }
        }
    }
}
