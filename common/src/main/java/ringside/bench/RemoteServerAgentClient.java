package ringside.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * Remote across two machines, the client's side: asks a {@code ./benchmark.sh remote-server} for one variant's
 * server over a control connection and holds that connection for the trial; closing it ends the server. The protocol
 * is lines of text: the remote-server greets with its CPUs, the client names a framework and a variant (nothing
 * else: the remote-server chooses the JVM's arguments itself), the remote-server answers with the server's ready line
 * or an error.
 */
public final class RemoteServerAgentClient implements RemoteServerHandle {
    public static final String GREETING = "ringside-remote-server";
    public static final String SERVE = "serve";
    public static final String ERROR = "error";

    private final Socket control;
    private final int port;
    private final String cpus;

    private RemoteServerAgentClient(Socket control, int port, String cpus) {
        this.control = control;
        this.port = port;
        this.cpus = cpus;
    }

    /** Connects to the remote-server at host:port and waits up to {@code timeout} for the variant's server. */
    public static RemoteServerAgentClient serve(String host, int controlPort, String framework, String variant,
            Duration timeout) throws IOException {
        Socket control = new Socket();
        try {
            control.connect(new InetSocketAddress(host, controlPort), (int) Math.min(timeout.toMillis(), 60_000));
            control.setSoTimeout((int) Math.min(timeout.toMillis(), Integer.MAX_VALUE));
            BufferedReader in = new BufferedReader(new InputStreamReader(control.getInputStream(),
                    StandardCharsets.UTF_8));
            PrintWriter out = new PrintWriter(control.getOutputStream(), true, StandardCharsets.UTF_8);
            String greeting = in.readLine();
            if (greeting == null || !greeting.startsWith(GREETING + " ")) {
                throw new IOException("not a Ringside remote-server at " + host + ":" + controlPort + " (it said: "
                        + greeting + ")");
            }
            out.println(SERVE + " " + framework + " " + variant);
            String answer = in.readLine();
            if (answer == null || !answer.matches(RemoteServerMain.READY + " [0-9]+ \\S+")) {
                throw new IOException("the remote-server at " + host + ":" + controlPort + " did not start "
                        + framework + "/" + variant + ": " + answer);
            }
            control.setSoTimeout(0); // from now on the connection only has to stay open
            String[] words = answer.split(" ");
            return new RemoteServerAgentClient(control, Integer.parseInt(words[1]), words[2]);
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

    /** This machine's address as the remote-server sees it: where a remoting that connects back reaches the client. */
    public String localAddress() {
        return control.getLocalAddress().getHostAddress();
    }

    @Override
    public void close() throws IOException {
        control.close();
    }
}
