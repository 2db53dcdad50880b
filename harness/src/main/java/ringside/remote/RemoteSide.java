package ringside.remote;

import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Supplier;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import ringside.bench.VariantParameters;
import ringside.contract.Framework;
import ringside.contract.Frameworks;
import ringside.contract.RemoteClient;
import ringside.contract.Remoting;
import ringside.workload.InvalidResultException;
import ringside.workload.RemoteServerTotals;

/**
 * Both ends of the remote workload, started once per trial outside the timed region: the server JVM
 * ({@link RemoteServerProcess}, pinned to remoteCpuList) and this fork's client connected to it over loopback.
 * Its JMH parameters are {@link ringside.bench.RunningVariant}'s ({@link VariantParameters}; this state replaces it,
 * so that the fork starts no runtime that remote does not use), with remoteCpuList recorded beside them.
 */
@State(Scope.Benchmark)
public class RemoteSide extends VariantParameters {
    /** Where the server listens and the client connects: nothing leaves the machine. */
    public static final String LOOPBACK = "127.0.0.1";

    /** The server JVM's CPUs, resolved by the launcher (never overlapping cpuSet). */
    @Param("unknown")
    public String remoteCpuList;

    @Param("100")
    public int remotePayload;

    /** Where a remote-server runs, for a run across two machines; empty: this fork starts the server on loopback. */
    @Param("")
    public String remoteHost;

    /** That remote-server's port (see the remotePort parameter). */
    @Param("25520")
    public int remotePort;

    /** How long a server that may hang is given to answer the suite's own channel once an op has failed. */
    private static final Duration TROUBLE_PROBE = Duration.ofSeconds(2);

    private RemoteServerHandle server;
    private RemoteClient client;

    @Setup(Level.Trial)
    public void start() throws Exception {
        Duration opTimeout = opTimeout();
        String mine = requirePinned();
        Remoting remoting = RemoteServerMain.remoting(framework, variant);
        String host = remoteHost;
        String localAddress = LOOPBACK;
        int localPort = 0;
        if (host.isEmpty()) { // one machine: this fork starts the server JVM itself
            host = LOOPBACK;
            server = RemoteServerProcess.start(framework, variant, parallelism, remoteCpuList, LOOPBACK, opTimeout);
            if (!server.cpus().equals(remoteCpuList)) {
                throw new IllegalStateException("the remote server runs on CPUs " + server.cpus()
                        + " but remoteCpuList is " + remoteCpuList);
            }
        } else { // two machines: a remote-server there starts it
            int controlPort = remotePort;
            Framework fw = Frameworks.named(framework);
            RemoteServerAgentClient agent = RemoteServerAgentClient.serve(host, controlPort, framework, variant,
                    serverParallelism -> RemoteServerProcess.serverJvmArgs(
                            ManagementFactory.getRuntimeMXBean().getInputArguments(), fw.jvmArgs(parallelism),
                            fw.jvmArgs(serverParallelism)), RemoteToken.fromEnvironment(System.getenv()), opTimeout);
            server = agent;
            localAddress = agent.localAddress();
            localPort = controlPort + 2;
        }
        System.out.println("ringside: remote server " + framework + "/" + variant + " on " + host + ":"
                + server.port() + ", CPUs " + server.cpus() + "; client on CPUs " + mine);
        client = remoting.connect(host, server.port(), localAddress, localPort, parallelism);
    }

    @TearDown(Level.Trial)
    public void stop() throws Exception {
        try {
            if (client != null) {
                client.close();
            }
        } finally {
            if (server != null) {
                server.close();
            }
        }
    }

    /**
     * Runs one op; when it fails and the server has ended or hangs, the failure says so first: that is what a reader
     * needs to know, and the op's own message (a reply missing after opTimeout) cannot tell it.
     */
    <T> T diagnosed(Supplier<T> op) {
        try {
            return op.get();
        } catch (RuntimeException failure) {
            Optional<String> trouble = server.trouble(TROUBLE_PROBE);
            if (trouble.isEmpty()) {
                throw failure;
            }
            // no cause: the run's failure line is the innermost exception's message (FailureReason)
            throw new InvalidResultException(what() + ": " + trouble.get() + "; the op: " + failure.getMessage());
        }
    }

    RemoteClient client() {
        return client;
    }

    /** What the server's process has counted so far, over the suite's own channel to it. */
    RemoteServerTotals serverTotals() {
        return server.totals();
    }

    @Override
    public String what() {
        return super.what() + " remote";
    }
}
