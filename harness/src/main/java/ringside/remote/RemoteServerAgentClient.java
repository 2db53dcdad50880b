package ringside.remote;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;
import ringside.parameters.CpuSet;
import ringside.workload.RemoteServerTotals;

/**
 * Remote across two machines, the client's side: asks a {@code ./benchmark.sh remote-server} for one variant's
 * server over a control connection and holds that connection for the trial; closing it ends the server. The protocol
 * is lines of text: the remote-server greets with its CPUs and a nonce; the client names a framework and a variant,
 * then gives its fork's flags as a server on those CPUs would have them (the remote-server chooses the JVM's arguments
 * itself, and refuses a client whose flags differ from them), then its proof of the {@link RemoteToken} (or
 * {@value RemoteToken#NO_PROOF}); the remote-server answers with the server's ready line or an error. Then each
 * {@value RemoteServerMain#COUNT} line is answered with the server's counts.
 */
public final class RemoteServerAgentClient implements RemoteServerHandle {
    public static final String GREETING = "ringside-remote-server";
    public static final String SERVE = "serve";
    public static final String FLAGS = "flags";
    public static final String PROOF = "proof";
    public static final String ERROR = "error";
    /** Between two flags on the flags line: a flag holds no tab. */
    public static final String FLAG_SEPARATOR = "\t";

    private final Socket control;
    private final BufferedReader in;
    private final PrintWriter out;
    private final int port;
    private final String cpus;

    private RemoteServerAgentClient(Socket control, BufferedReader in, PrintWriter out, int port, String cpus) {
        this.control = control;
        this.in = in;
        this.out = out;
        this.port = port;
        this.cpus = cpus;
    }

    /**
     * Connects to the remote-server at host:port and waits up to {@code timeout} for the variant's server;
     * {@code flags} gives this fork's JVM arguments as a server at the given parallelism would have them; the token,
     * if given, proves this client may be served.
     */
    public static RemoteServerAgentClient serve(String host, int controlPort, String framework, String variant,
            IntFunction<List<String>> flags, Optional<RemoteToken> token, Duration timeout) throws IOException {
        Socket control = new Socket();
        try {
            control.connect(new InetSocketAddress(host, controlPort), (int) Math.min(timeout.toMillis(), 60_000));
            control.setSoTimeout((int) Math.min(timeout.toMillis(), Integer.MAX_VALUE));
            BufferedReader in = new BufferedReader(new InputStreamReader(control.getInputStream(),
                    StandardCharsets.UTF_8));
            PrintWriter out = new PrintWriter(control.getOutputStream(), true, StandardCharsets.UTF_8);
            String greeting = in.readLine();
            String[] greeted = greeting == null ? new String[0] : greeting.split(" ");
            if (greeted.length != 3 || !greeted[0].equals(GREETING)) {
                throw new IOException("not a Ringside remote-server of this version at " + host + ":" + controlPort
                        + " (it said: " + greeting + ")");
            }
            int serverParallelism = CpuSet.available(greeted[1]).size();
            out.println(SERVE + " " + framework + " " + variant);
            out.println(FLAGS + " " + String.join(FLAG_SEPARATOR, flags.apply(serverParallelism)));
            out.println(PROOF + " " + token.map(t -> t.proof(greeted[2])).orElse(RemoteToken.NO_PROOF));
            String answer = in.readLine();
            if (answer == null || !answer.matches(RemoteServerMain.READY + " [0-9]+ \\S+")) {
                throw new IOException("the remote-server at " + host + ":" + controlPort + " did not start "
                        + framework + "/" + variant + ": " + answer);
            }
            String[] words = answer.split(" ");
            return new RemoteServerAgentClient(control, in, out, Integer.parseInt(words[1]), words[2]);
        } catch (IOException | RuntimeException e) {
            control.close();
            throw e;
        }
    }

    @Override
    public int port() {
        return port;
    }

    @Override
    public String cpus() {
        return cpus;
    }

    /**
     * The server's counts, relayed by the remote-server from the server JVM's output (a read bounded by the timeout
     * given to serve).
     */
    @Override
    public synchronized RemoteServerTotals totals() {
        out.println(RemoteServerMain.COUNT);
        String line;
        try {
            line = in.readLine();
        } catch (IOException e) {
            throw new IllegalStateException("the remote-server did not report the server's counts: " + e, e);
        }
        if (line == null || !RemoteServerTotals.isLine(line)) {
            throw new IllegalStateException("the remote-server did not report the server's counts: " + line);
        }
        return RemoteServerTotals.parse(line);
    }

    @Override
    public synchronized Optional<String> trouble(Duration probe) {
        String agent = "the remote-server at " + control.getInetAddress().getHostAddress() + ":" + control.getPort();
        try {
            int bound = control.getSoTimeout();
            control.setSoTimeout((int) Math.max(1, Math.min(probe.toMillis(), Integer.MAX_VALUE)));
            try {
                totals();
                return Optional.empty();
            } finally {
                control.setSoTimeout(bound);
            }
        } catch (IOException | IllegalStateException e) {
            // it ends the control connection when its server JVM ends; a read that times out is a server that hangs
            return Optional.of(agent + " did not relay its server JVM's counts within " + probe.toSeconds()
                    + " s: that JVM ended or hangs (" + e.getMessage() + ")");
        }
    }

    /** This machine's address as the remote-server sees it: where a remoting that connects back reaches the client. */
    public String localAddress() {
        return control.getLocalAddress().getHostAddress();
    }

    @Override
    public void close() throws IOException {
        control.close();
    }
}
