package ringside.http;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import ringside.bench.IterationResults;
import ringside.contract.HttpPingPong;
import ringside.workload.HostSockets;
import ringside.workload.HttpPingPongOp;
import ringside.workload.HttpPingPongResult;
import ringside.workload.HttpPingPongWorkload;

/**
 * One op = {@code httpPingPongCount} round trips between the variant's two HTTP servers through its own client
 * ({@link HttpPingPongOp}): validated, and checked against the host's TCP tables, on every op. The servers
 * and the client start once per trial, outside the timed region; the report divides the op's time by its round
 * trips.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@State(Scope.Benchmark)
public class HttpPingPongBenchmark {

    @Param("10000")
    public int httpPingPongCount;

    private HttpPingPongWorkload workload;
    private HttpPingPong servers;
    private List<Integer> serverPorts; // A's then B's: the witness looks for a connection to each

    @Setup(Level.Trial)
    public void define() {
        workload = new HttpPingPongWorkload(httpPingPongCount);
    }

    @Setup(Level.Trial)
    public void start(HttpSide side) throws Exception {
        servers = side.stack().pingPong(side.parallelism);
        serverPorts = List.of(servers.portA(), servers.portB());
        System.out.println("ringside: " + side.what() + " http servers A on 127.0.0.1:" + servers.portA() + ", B on "
                + servers.portB());
    }

    @TearDown(Level.Trial)
    public void stop() throws Exception {
        if (servers != null) {
            servers.close();
        }
    }

    /** Every iteration records what one op sends: the report divides by it. */
    @Setup(Level.Iteration)
    public void recordMessagesPerOp() {
        IterationResults.messagesPerOp(workload.messagesPerOp());
    }

    @Benchmark
    public HttpPingPongResult httpPingPong(HttpSide side) {
        return HttpPingPongOp.run(workload, servers::play, serverPorts, HostSockets.LINUX, side.opTimeout(),
                () -> side.what() + " " + workload);
    }
}
