package ringside.http;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import ringside.tck.TckCases;
import ringside.workload.InvalidResultException;

/**
 * httpThroughput's load generator when it fails, with real processes: missing, crashing, and unable to reach the
 * server. Each is an error that names the generator and what happened, never a result.
 */
class HttpLoadFaultsTest {
    private static final Duration TIMEOUT = Duration.ofSeconds(2);

    @TempDir
    Path dir;

    @Test
    void aMissingGeneratorIsNamed() {
        Path missing = dir.resolve(HttpLoadProgram.FOLDER);
        IOException e = assertThrows(IOException.class,
                () -> new HttpLoad(missing, "", 1, 0.2, TIMEOUT).closedLoop(freePort()));
        assertTrue(e.getMessage().contains(missing.toString()) && e.getMessage().contains("No such file"),
                e.getMessage());
    }

    /** A generator that dies of a signal, after saying why on its error output (as a Go panic does). */
    @Test
    void aCrashingGeneratorIsNamedWithItsSignalAndLastWords() throws Exception {
        Path crashing = dir.resolve(HttpLoadProgram.FOLDER);
        Files.writeString(crashing, "#!/bin/sh\necho 'panic: runtime error: index out of range' >&2\nkill -SEGV $$\n");
        Files.setPosixFilePermissions(crashing, PosixFilePermissions.fromString("rwx------"));
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> new HttpLoad(crashing, "", 1, 0.2, TIMEOUT).closedLoop(freePort()));
        assertTrue(e.getMessage().startsWith(HttpLoadProgram.FOLDER + ": exit status 139: killed by signal 11"),
                e.getMessage());
        assertTrue(e.getMessage().contains("panic: runtime error: index out of range"), e.getMessage());
    }

    /** The real generator, built as the benchmark builds it, against a port where nothing listens. */
    @Test
    void aServerItCannotReachIsAnErrorNotAResult() throws Exception {
        Path program = TckCases.httpLoadProgram();
        InvalidResultException e = assertThrows(InvalidResultException.class,
                () -> new HttpLoad(program, "", 2, 0.5, TIMEOUT).closedLoop(freePort()).requireClean("unreached"));
        assertTrue(e.getMessage().matches("unreached: the load generator \\(http-load\\) got 0 good responses and [1-9][0-9]* errors \\(connect [1-9][0-9]*\\);"
                + " a run with any error is not a result"), e.getMessage());
    }

    /** A loopback port nothing listens on: the system chose it free, and it was closed again. */
    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
