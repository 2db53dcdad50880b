package ringside.remote;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The server machine of remote across two machines ({@code ./benchmark.sh remote-server}, set up by the suite
 * runner). It listens on
 * remoteBind:remotePort for one client at a time; for each it starts the named variant's server JVM (its own java,
 * JVM arguments and class path, pinned to its CPUs, listening on remoteBind at remotePort + 1), answers with the
 * server's ready line, relays each request for the server's counts, and ends that server when the client's control
 * connection closes (a client fork that dies closes it too). A client whose fork flags differ from the server's
 * ({@link ForkFlags}) is refused, naming both. A client names only a framework of this checkout and a variant:
 * nothing it sends reaches a command line but those two checked names.
 */
public final class RemoteServerAgent {
    private static final Duration FIRST_LINE = Duration.ofSeconds(60);

    private final ServerSocket listening;
    private final String cpus;
    private final Set<String> frameworks;
    /** framework, variant -> the server JVM's command line. */
    private final BiFunction<String, String, List<String>> command;
    /** framework -> its server JVM's arguments (the flags a client's fork must share). */
    private final Function<String, List<String>> flags;
    private final Duration timeout;
    private final PrintStream log;

    public RemoteServerAgent(String bindAddress, int port, String cpus, Set<String> frameworks,
            BiFunction<String, String, List<String>> command, Function<String, List<String>> flags, Duration timeout,
            PrintStream log) throws IOException {
        this.cpus = cpus;
        this.frameworks = frameworks;
        this.command = command;
        this.flags = flags;
        this.timeout = timeout;
        this.log = log;
        listening = new ServerSocket();
        listening.bind(new InetSocketAddress(InetAddress.getByName(bindAddress), port));
    }

    public int port() {
        return listening.getLocalPort();
    }

    /** Serves clients one after another until the socket is closed (or the JVM ends). */
    public void serve() {
        while (!listening.isClosed()) {
            try (Socket client = listening.accept()) {
                serveOne(client);
            } catch (IOException e) {
                if (!listening.isClosed()) {
                    log.println("benchmark.sh: remote-server: a client's connection failed: " + e.getMessage());
                }
            }
        }
    }

    public void close() throws IOException {
        listening.close();
    }

    private void serveOne(Socket client) throws IOException {
        client.setSoTimeout((int) FIRST_LINE.toMillis());
        BufferedReader in = new BufferedReader(new InputStreamReader(client.getInputStream(), StandardCharsets.UTF_8));
        PrintWriter out = new PrintWriter(client.getOutputStream(), true, StandardCharsets.UTF_8);
        out.println(RemoteServerAgentClient.GREETING + " " + cpus);
        String line = in.readLine();
        String[] words = line == null ? new String[0] : line.split(" ");
        if (words.length != 3 || !words[0].equals(RemoteServerAgentClient.SERVE) || !frameworks.contains(words[1])
                || !words[2].matches("[a-z0-9-]{1,40}")) {
            out.println(RemoteServerAgentClient.ERROR + " expected '" + RemoteServerAgentClient.SERVE
                    + " <framework> <variant>' with a framework of " + frameworks + "; got: " + line);
            return;
        }
        String what = words[1] + "/" + words[2];
        String flagLine = in.readLine();
        if (flagLine == null || !flagLine.startsWith(RemoteServerAgentClient.FLAGS + " ")) {
            out.println(RemoteServerAgentClient.ERROR + " expected '" + RemoteServerAgentClient.FLAGS
                    + " <the fork's JVM arguments>' after the serve line; got: " + flagLine);
            return;
        }
        List<String> clientFlags = List.of(flagLine.substring(RemoteServerAgentClient.FLAGS.length() + 1)
                .split(RemoteServerAgentClient.FLAG_SEPARATOR, -1));
        var differ = ForkFlags.difference(flags.apply(words[1]), clientFlags);
        if (differ.isPresent()) {
            out.println(RemoteServerAgentClient.ERROR + " " + differ.get()
                    + "; give both machines the same heap and jmhArgs");
            log.println("benchmark.sh: remote-server: refused " + what + " for " + client.getRemoteSocketAddress()
                    + ": " + differ.get());
            return;
        }
        try (RemoteServerProcess server = RemoteServerProcess.start(command.apply(words[1], words[2]), timeout)) {
            out.println(RemoteServerMain.READY + " " + server.port() + " " + server.cpus());
            log.println("benchmark.sh: remote-server: " + what + " for " + client.getRemoteSocketAddress() + " on port "
                    + server.port() + ", CPUs " + server.cpus());
            client.setSoTimeout(0);
            // the client asks only for counts; the end of its stream ends the server
            for (String asked = in.readLine(); asked != null; asked = in.readLine()) {
                if (asked.equals(RemoteServerMain.COUNT)) {
                    out.println(server.totals().line());
                }
            }
            log.println("benchmark.sh: remote-server: " + what + " ended");
        } catch (IllegalStateException e) {
            out.println(RemoteServerAgentClient.ERROR + " " + e.getMessage());
        } catch (InterruptedException e) { // the JVM is ending: the server was destroyed on the way out
            Thread.currentThread().interrupt();
        }
    }
}
