package ringside.sidebyside;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import ringside.http.HttpLoad;
import ringside.http.HttpLoadResult;
import ringside.http.PlaintextCheck;
import ringside.parameters.CpuSet;
import ringside.process.LoggedProcess;
import ringside.workload.InvalidResultException;

/**
 * One JVM of a server row, measured from outside: the JVM is started, its port read from its {@link ListeningLine}
 * (waited for with a bound), one request checked ({@link PlaintextCheck}), then the load generator runs closed loop
 * on its own CPUs for the warm-up seconds (discarded) and for the measured seconds: its requests per second are the
 * figure. Any error or timeout of the generator fails the JVM; the JVM is killed at the end, as on any failure.
 *
 * @param generator the load generator's executable ({@link ringside.http.HttpLoadProgram#build})
 * @param timeout one request's timeout, and the check's: the run's opTimeout
 * @param readyLimit how long the JVM may take to print its port
 */
record ServerMeasurement(Path generator, CpuSet loadCpus, int warmUpSeconds, int measuredSeconds, Duration timeout,
        Duration readyLimit) {

    /** The requests per second of the server that {@code command} starts, its output going to {@code log}. */
    double requestsPerSecond(List<String> command, Path log, int connections, String what)
            throws IOException, InterruptedException {
        try (LoggedProcess.Running server = LoggedProcess.start(command, log, ListeningLine.PREFIX)) {
            int port = ListeningLine.port(server.awaitReady(readyLimit, "it printed no line '" + ListeningLine.PREFIX
                    + "<port>' within " + readyLimit.toSeconds() + " s; stopped"));
            try {
                PlaintextCheck.answers(port, timeout);
            } catch (IOException e) {
                throw new InvalidResultException("it did not answer GET on port " + port + ": " + e);
            }
            if (warmUpSeconds > 0) {
                load(connections, warmUpSeconds, port, what + ", warm-up");
            }
            HttpLoadResult measured = load(connections, measuredSeconds, port, what);
            if (!server.isAlive()) {
                throw new LoggedProcess.Failure("it ended while it was measured");
            }
            return measured.requestsPerSecond();
        }
    }

    private HttpLoadResult load(int connections, int seconds, int port, String what)
            throws IOException, InterruptedException {
        HttpLoad load = new HttpLoad(generator, loadCpus.toString(), connections, seconds, timeout);
        HttpLoadResult result;
        try {
            result = load.closedLoop(port);
        } catch (IllegalStateException e) { // the generator itself failed: a process of the row, as the JVM is
            throw new LoggedProcess.Failure(e.getMessage());
        }
        return result.requireClean(what + ", " + connections + " connections, closed loop");
    }
}
