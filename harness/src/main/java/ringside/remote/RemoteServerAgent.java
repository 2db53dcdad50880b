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
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The server machine of remote across two machines ({@code ./benchmark.sh remote-server}, set up by the suite
 * runner). It listens on remoteBind:remotePort and serves one client at a time; a client that comes while one is
 * served is refused at once, naming the one served. For a client it starts the named variant's server JVM (its own
 * java, JVM arguments and class path, pinned to its CPUs, listening on remoteBind at remotePort + 1), answers with the
 * server's ready line, relays each request for the server's counts, and ends that server when the client's control
 * connection closes (a client fork that dies closes it too). With a {@link RemoteToken}, a client that cannot prove it
 * has the secret is refused before anything starts; so is one whose fork flags differ from the server's
 * ({@link ForkFlags}), naming both. A client names only a framework of this checkout and a variant: nothing it sends
 * reaches a command line but those two checked names.
 */
public final class RemoteServerAgent {
    private static final Duration FIRST_LINES = Duration.ofSeconds(60);
    /** How long a client that comes while another is served waits for that one to be seen gone before a refusal. */
    private static final Duration GRACE = Duration.ofSeconds(2);
    /** How long close waits for the client being served to end. */
    private static final Duration CLOSE_WAIT = Duration.ofSeconds(10);

    private final ServerSocket listening;
    private final String cpus;
    private final Set<String> frameworks;
    /** framework, variant -> the server JVM's command line. */
    private final BiFunction<String, String, List<String>> command;
    /** framework -> its server JVM's arguments (the flags a client's fork must share). */
    private final Function<String, List<String>> flags;
    private final Optional<RemoteToken> token;
    private final Duration timeout;
    private final PrintStream log;
    /** The client whose control connection is open, or null: another is refused meanwhile. */
    private final AtomicReference<Served> serving = new AtomicReference<>();
    /** Held by a client's thread until its server JVM has ended: the next client's server starts after. */
    private final Semaphore slot = new Semaphore(1);
    private volatile Thread current;

    /** What is served, and for whom, as a refused client hears it. */
    private static final class Served {
        volatile String what;

        Served(String what) {
            this.what = what;
        }
    }

    public RemoteServerAgent(String bindAddress, int port, String cpus, Set<String> frameworks,
            BiFunction<String, String, List<String>> command, Function<String, List<String>> flags,
            Optional<RemoteToken> token, Duration timeout, PrintStream log) throws IOException {
        this.cpus = cpus;
        this.frameworks = frameworks;
        this.command = command;
        this.flags = flags;
        this.token = token;
        this.timeout = timeout;
        this.log = log;
        listening = new ServerSocket();
        listening.bind(new InetSocketAddress(InetAddress.getByName(bindAddress), port));
    }

    public int port() {
        return listening.getLocalPort();
    }

    /**
     * Serves clients one at a time until the socket is closed (or the JVM ends); each on a thread of its own, so that
     * one that comes meanwhile hears why it is refused.
     */
    public void serve() {
        while (!listening.isClosed()) {
            Socket client;
            try {
                client = listening.accept();
            } catch (IOException e) {
                if (!listening.isClosed()) {
                    log.println("benchmark.sh: remote-server: a client's connection failed: " + e.getMessage());
                }
                continue;
            }
            Thread thread = Thread.ofPlatform().name("ringside-remote-client").unstarted(() -> take(client));
            current = thread;
            thread.start();
        }
    }

    /** Serves the client once no other is served, or refuses it, naming the one served, after a short grace. */
    private void take(Socket client) {
        Served mine = new Served("a client at " + client.getRemoteSocketAddress());
        try {
            if (!claim(mine)) {
                Served other = serving.get();
                String what = other == null ? "another client" : other.what;
                answer(client, request -> refuse(client, request, "the remote-server serves " + what + "; it"
                        + " serves one client at a time: try again when that run ends", null));
                return;
            }
            slot.acquire(); // the last client's server JVM ends first: it holds the servers' port
            try {
                answer(client, request -> serveOne(client, request, mine));
            } finally {
                slot.release();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            serving.compareAndSet(mine, null);
        }
    }

    /**
     * Makes this client the one served, waiting at most {@link #GRACE} for the one before to be seen gone: a client
     * that comes as the last one leaves may be accepted before the last one's end is read.
     */
    private boolean claim(Served mine) throws InterruptedException {
        long deadline = System.nanoTime() + GRACE.toNanos();
        while (!serving.compareAndSet(null, mine)) {
            if (System.nanoTime() > deadline) {
                return false;
            }
            Thread.sleep(20);
        }
        return true;
    }

    /** Stops listening, and waits a little for the client being served to end. */
    public void close() throws IOException {
        listening.close();
        Thread served = current;
        if (served != null) {
            try {
                served.join(CLOSE_WAIT.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** What a client asks, read before any answer: the serve, flags and proof lines. */
    private record Request(String serve, String flags, String proof, String nonce, BufferedReader in,
            PrintWriter out) {
    }

    private interface Answer {
        void to(Request request) throws IOException, InterruptedException;
    }

    /** Greets the client, reads what it asks, then answers it; the connection ends with the answer. */
    private void answer(Socket client, Answer answer) {
        try (client) {
            client.setSoTimeout((int) FIRST_LINES.toMillis());
            BufferedReader in = new BufferedReader(new InputStreamReader(client.getInputStream(),
                    StandardCharsets.UTF_8));
            PrintWriter out = new PrintWriter(client.getOutputStream(), true, StandardCharsets.UTF_8);
            String nonce = RemoteToken.nonce();
            out.println(RemoteServerAgentClient.GREETING + " " + cpus + " " + nonce);
            answer.to(new Request(in.readLine(), in.readLine(), in.readLine(), nonce, in, out));
        } catch (IOException e) {
            if (!listening.isClosed()) {
                log.println("benchmark.sh: remote-server: a client's connection failed: " + e.getMessage());
            }
        } catch (InterruptedException e) { // the JVM is ending: the server was destroyed on the way out
            Thread.currentThread().interrupt();
        }
    }

    /** Refuses the client, naming why; its own refusal frees the remote-server first, for the next client. */
    private void refuse(Socket client, Request request, String why, Served mine) {
        if (mine != null) {
            serving.compareAndSet(mine, null);
        }
        request.out().println(RemoteServerAgentClient.ERROR + " " + why);
        log.println("benchmark.sh: remote-server: refused " + client.getRemoteSocketAddress() + ": " + why);
    }

    private void serveOne(Socket client, Request request, Served mine) throws IOException, InterruptedException {
        String proof = request.proof() != null && request.proof().startsWith(RemoteServerAgentClient.PROOF + " ")
                ? request.proof().substring(RemoteServerAgentClient.PROOF.length() + 1) : "";
        if (token.isPresent() && !token.get().accepts(request.nonce(), proof)) {
            refuse(client, request, proof.equals(RemoteToken.NO_PROOF) || proof.isEmpty()
                    ? "this remote-server requires " + RemoteToken.NAME + ", and the client gave none"
                    : "the client's " + RemoteToken.NAME + " is not this remote-server's", mine);
            return;
        }
        String line = request.serve();
        String[] words = line == null ? new String[0] : line.split(" ");
        if (words.length != 3 || !words[0].equals(RemoteServerAgentClient.SERVE) || !frameworks.contains(words[1])
                || !words[2].matches("[a-z0-9-]{1,40}")) {
            refuse(client, request, "expected '" + RemoteServerAgentClient.SERVE + " <framework> <variant>' with a"
                    + " framework of " + frameworks + "; got: " + line, mine);
            return;
        }
        String what = words[1] + "/" + words[2];
        String flagLine = request.flags();
        if (flagLine == null || !flagLine.startsWith(RemoteServerAgentClient.FLAGS + " ")) {
            refuse(client, request, "expected '" + RemoteServerAgentClient.FLAGS + " <the fork's JVM arguments>'"
                    + " after the serve line; got: " + flagLine, mine);
            return;
        }
        List<String> clientFlags = List.of(flagLine.substring(RemoteServerAgentClient.FLAGS.length() + 1)
                .split(RemoteServerAgentClient.FLAG_SEPARATOR, -1));
        var differ = ForkFlags.difference(flags.apply(words[1]), clientFlags);
        if (differ.isPresent()) {
            refuse(client, request, differ.get() + "; give both machines the same heap and jmhArgs", mine);
            return;
        }
        mine.what = what + " for " + client.getRemoteSocketAddress();
        PrintWriter out = request.out();
        try (RemoteServerProcess server = RemoteServerProcess.start(command.apply(words[1], words[2]), timeout)) {
            out.println(RemoteServerMain.READY + " " + server.port() + " " + server.cpus());
            log.println("benchmark.sh: remote-server: " + what + " for " + client.getRemoteSocketAddress() + " on port "
                    + server.port() + ", CPUs " + server.cpus());
            client.setSoTimeout(0);
            // the client asks only for counts; the end of its stream ends the server
            for (String asked = request.in().readLine(); asked != null; asked = request.in().readLine()) {
                if (asked.equals(RemoteServerMain.COUNT)) {
                    out.println(server.totals().line());
                }
            }
            log.println("benchmark.sh: remote-server: " + what + " ended");
            serving.compareAndSet(mine, null); // its client has gone: the next may come while its server ends
        } catch (IllegalStateException e) {
            out.println(RemoteServerAgentClient.ERROR + " " + e.getMessage());
        }
    }
}
