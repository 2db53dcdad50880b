package ringside.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import ringside.output.OutputLayout;
import ringside.parameters.Parameters;

/** The build's Maven arguments (MAVEN_ARGS, how another framework version is chosen) recorded in env.json. */
class BuildRecordTest {

    @Test
    void recordsTheMavenArgumentsOrNone() {
        assertEquals(Map.of(OutputLayout.MAVEN_ARGS, "-Dpekko.version=1.6.0 -Dakka.version=2.6.20"),
                BuildRecord.of(Map.of(BuildRecord.MAVEN_ARGS, " -Dpekko.version=1.6.0 -Dakka.version=2.6.20 ")));
        assertEquals(Map.of(OutputLayout.MAVEN_ARGS, ""), BuildRecord.of(Map.of("PATH", "/bin")));
    }

    /** env.json has the record, from the environment the runner was handed (the build's). */
    @Test
    void envJsonHasTheBuild(@TempDir Path outDir) throws Exception {
        RunEnvironment.write(outDir, Parameters.resolve(Map.<String, String>of()::get), "0", Map.of(), Map.of(), "abc",
                60);
        JsonObject env = JsonParser.parseString(Files.readString(new OutputLayout(outDir).env())).getAsJsonObject();
        assertEquals(BuildRecord.of(System.getenv()).get(OutputLayout.MAVEN_ARGS),
                env.getAsJsonObject(OutputLayout.BUILD).get(OutputLayout.MAVEN_ARGS).getAsString());
    }
}
