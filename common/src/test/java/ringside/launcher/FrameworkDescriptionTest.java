package ringside.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.Gson;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.util.List;
import org.junit.jupiter.api.Test;
import ringside.contract.Framework;
import ringside.contract.FrameworkFacts;
import ringside.contract.Variant;

/** frameworks/<name>.json carries the module's facts under the record's own names, for the report to read back. */
class FrameworkDescriptionTest {
    private static final FrameworkFacts FACTS = new FrameworkFacts("1.0 (May 2020)", "maintained", "Java 8 and later",
            "nothing", "no", "2026-11-30");

    private static final Framework STUB = new Framework() {
        @Override
        public String name() {
            return "stub";
        }

        @Override
        public String version() {
            return "1.0";
        }

        @Override
        public String licence() {
            return "MIT";
        }

        @Override
        public FrameworkFacts facts() {
            return FACTS;
        }

        @Override
        public List<Variant> variants() {
            return List.of();
        }

        @Override
        public List<String> jvmArgs(int parallelism) {
            return List.of();
        }
    };

    @Test
    void writesTheModulesFactsForTheReport() {
        JsonObject json = JsonParser.parseString(FrameworkDescription.json(STUB, List.of("-Xmx2g"))).getAsJsonObject();
        JsonObject facts = json.getAsJsonObject("facts");
        assertEquals(List.of("lastRelease", "maintenance", "jdks", "buildNeeds", "remoting", "checked"),
                List.copyOf(facts.keySet()));
        assertEquals(FACTS, new Gson().fromJson(facts, FrameworkFacts.class));
    }
}
