package ringside.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.Gson;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import ringside.contract.Framework;
import ringside.contract.FrameworkFacts;
import ringside.contract.HttpPingPong;
import ringside.contract.HttpService;
import ringside.contract.HttpStack;
import ringside.contract.Variant;
import ringside.contract.VariantRuntime;

/** frameworks/<name>.json carries the module's facts under the record's own names, for the report to read back. */
class FrameworkDescriptionTest {
    private static final FrameworkFacts FACTS = new FrameworkFacts("1.0 (May 2020)", "maintained", "Java 8 and later",
            "nothing", "no", "2026-11-30");

    /** A variant with a note on its cost at several CPUs, and one without. */
    private static Variant notedVariant(String name, Optional<String> note) {
        return new Variant() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public String description() {
                return name + " described";
            }

            @Override
            public Optional<String> multiCpuNote() {
                return note;
            }

            @Override
            public Optional<HttpStack> http() {
                return note.map(n -> new HttpStack() {
                    @Override
                    public String stack() {
                        return "Own HTTP 1.0";
                    }

                    @Override
                    public String description() {
                        return "a server and a client of its own";
                    }

                    @Override
                    public HttpService servePlaintext(int parallelism) {
                        throw new UnsupportedOperationException("described, never started");
                    }

                    @Override
                    public HttpPingPong pingPong(int parallelism) {
                        throw new UnsupportedOperationException("described, never started");
                    }
                });
            }

            @Override
            public VariantRuntime start(int parallelism) {
                throw new UnsupportedOperationException("described, never started");
            }
        };
    }

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
            return List.of(notedVariant("plain", Optional.empty()), notedVariant("noted", Optional.of("a wakeup per message")));
        }

        @Override
        public List<String> jvmArgs(int parallelism) {
            return List.of();
        }
    };

    @Test
    void writesTheModulesFactsForTheReport() {
        JsonObject json = JsonParser.parseString(FrameworkDescription.json(STUB, List.of("-Xmx2g"), Map.of())).getAsJsonObject();
        JsonObject facts = json.getAsJsonObject("facts");
        assertEquals(List.of("lastRelease", "maintenance", "jdks", "buildNeeds", "remoting", "checked"),
                List.copyOf(facts.keySet()));
        assertEquals(FACTS, new Gson().fromJson(facts, FrameworkFacts.class));
    }

    /** An http row carries its variant's name: the description says which HTTP stack that variant runs. */
    @Test
    void writesEachVariantsHttpStack() {
        JsonObject json = JsonParser.parseString(FrameworkDescription.json(STUB, List.of(), Map.of())).getAsJsonObject();
        assertEquals("{\"noted\":\"a server and a client of its own\"}", json.get("http").toString());
    }

    @Test
    void writesOnlyTheNotesVariantsHaveOnSeveralCpus() {
        JsonObject json = JsonParser.parseString(FrameworkDescription.json(STUB, List.of(), Map.of())).getAsJsonObject();
        assertEquals("{\"noted\":\"a wakeup per message\"}", json.get("multiCpu").toString());
    }
}
