package ringside.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import ringside.launcher.FrameworkDescription;
import ringside.output.OutputLayout;
import ringside.parameters.CpuSet;
import ringside.parameters.Parameters;

class RunEnvironmentTest {

    /** A reference's description carries its toolchain's version; env.json lists those beside the JDK. */
    @Test
    void recordsTheReferencesToolchainVersions(@TempDir Path outDir) throws Exception {
        OutputLayout layout = new OutputLayout(outDir);
        Files.createDirectories(layout.frameworks());
        Files.writeString(layout.framework("go"), FrameworkDescription.reference("go", "go1.19.8", "BSD-3-Clause",
                Map.of("goroutines", "d"), Map.of(), Map.of("language", "Go"), Map.of()));
        Files.writeString(layout.framework("loom"), "{\"framework\": \"loom\", \"version\": \"JDK 25\"}");
        RunEnvironment.write(outDir, Parameters.resolve(Map.<String, String>of()::get), "0", Map.of(), Map.of(), "abc",
                60);
        JsonObject env = JsonParser.parseString(Files.readString(layout.env())).getAsJsonObject();
        assertEquals("go1.19.8", env.getAsJsonObject("toolchains").get("go").getAsString());
        assertFalse(env.getAsJsonObject("toolchains").has("loom"));
        assertEquals("Go", env.getAsJsonObject("frameworks").getAsJsonObject("go").getAsJsonObject("reference")
                .get("language").getAsString());
    }

    /** httpThroughput's generator runs outside the JVM, on CPUs of its own: env.json says which, per server set. */
    @Test
    void recordsTheLoadGeneratorsCpus(@TempDir Path outDir) throws Exception {
        Parameters http = Parameters.resolve(Map.of("benchmarks", "httpThroughput")::get);
        RunEnvironment.write(outDir, http, "0", Map.of(), Map.of(CpuSet.available("0"), CpuSet.available("1")), "abc", 60);
        JsonObject env = JsonParser.parseString(Files.readString(new OutputLayout(outDir).env())).getAsJsonObject();
        assertEquals("1", env.getAsJsonObject("http").getAsJsonObject("loadCpusByServerCpus").get("0").getAsString());

        Path other = Files.createDirectory(outDir.resolve("ring"));
        RunEnvironment.write(other, Parameters.resolve(Map.<String, String>of()::get), "0", Map.of(), Map.of(), "abc",
                60);
        assertFalse(JsonParser.parseString(Files.readString(new OutputLayout(other).env())).getAsJsonObject()
                .has("http"));
    }
}
