package ringside.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import ringside.tck.TckCases;

/**
 * The load generator's own Go tests ({@code go test} in http-load/), run by {@code ./mvnw verify} as the reference
 * programs' checks are: skipped without Go, with the command that installs it, unless
 * {@code -Dringside.requireToolchains=true} (CI), which fails instead.
 */
class HttpLoadGoTest {

    @Test
    void itsGoTestsPass() throws Exception {
        Optional<String> missing = HttpLoadProgram.unavailable();
        if (missing.isPresent()) {
            assertFalse(Boolean.getBoolean(TckCases.REQUIRE_TOOLCHAINS), missing.get() + " (required by -D"
                    + TckCases.REQUIRE_TOOLCHAINS + "=true)");
            Assumptions.assumeTrue(false, missing.get());
        }
        Path folder = HttpLoadProgram.sources().orElseThrow();
        Path log = Files.createTempFile("http-load-go-test", ".log");
        try {
            Process go = new ProcessBuilder(List.of(HttpLoadProgram.go().orElseThrow().toString(), "test", "-count=1",
                    "./...")).directory(folder.toFile()).redirectErrorStream(true).redirectOutput(log.toFile())
                    .start();
            go.getOutputStream().close();
            if (!go.waitFor(5, TimeUnit.MINUTES)) {
                go.destroyForcibly();
                fail("go test in " + folder + " did not end within 5 minutes");
            }
            assertEquals(0, go.exitValue(), "go test in " + folder + ":\n"
                    + Files.readString(log, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(log);
        }
    }

    @Test
    void itBuildsIntoItsTargetFolder() throws Exception {
        Assumptions.assumeTrue(HttpLoadProgram.unavailable().isEmpty(), () -> HttpLoadProgram.unavailable().get());
        Path program = HttpLoadProgram.build();
        assertEquals(HttpLoadProgram.sources().orElseThrow().resolve("target").resolve(HttpLoadProgram.FOLDER), program);
        assertEquals(true, Files.isExecutable(program), program + " is executable");
    }
}
