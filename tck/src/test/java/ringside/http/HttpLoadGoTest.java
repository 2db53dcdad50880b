package ringside.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import ringside.process.LoggedProcess;
import ringside.tck.TckCases;

/**
 * The load generator built as the benchmark builds it, and its own Go tests ({@code go test} in http-load/), run by
 * {@code ./mvnw verify} as the reference programs' checks are: skipped without Go, with the command that installs
 * it, unless {@code -Dringside.requireToolchains=true} (CI), which fails instead.
 */
class HttpLoadGoTest {

    @Test
    void itBuildsIntoItsTargetFolderAndItsGoTestsPass() throws Exception {
        Path program = TckCases.httpLoadProgram();
        Path folder = HttpLoadProgram.sources().orElseThrow();
        assertEquals(folder.resolve("target").resolve(HttpLoadProgram.FOLDER), program);
        assertTrue(Files.isExecutable(program), program + " is executable");
        Path log = Files.createTempFile("http-load-go-test", ".log");
        try {
            LoggedProcess.run(List.of(HttpLoadProgram.go().orElseThrow().toString(), "test", "-count=1", "./..."),
                    folder, log, Duration.ofMinutes(5), "it did not end within 5 minutes");
        } catch (LoggedProcess.Failure e) {
            fail("go test in " + folder + ": " + e.getMessage() + ":\n" + Files.readString(log, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(log);
        }
    }
}
