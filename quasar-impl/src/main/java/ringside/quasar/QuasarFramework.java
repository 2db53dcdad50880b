package ringside.quasar;

import java.util.ArrayList;
import java.util.List;
import ringside.contract.Framework;
import ringside.contract.FrameworkFacts;
import ringside.contract.Variant;

/** Quasar 0.8.0 fibers, channels and actors, run with the agent jar that quasar-agent builds. */
public final class QuasarFramework implements Framework {

    @Override
    public String name() {
        return "quasar";
    }

    @Override
    public String version() {
        return QuasarSettings.version() + " (agent rebuilt by Ringside for current JDKs: ASM 9, own ThreadAccess)";
    }

    @Override
    public String licence() {
        return "LGPL-3.0 or EPL-1.0 (dual-licensed, at the user's choice)";
    }

    @Override
    public FrameworkFacts facts() {
        return new FrameworkFacts(
                "0.8.0 (November 2018), the last release",
                "no release since November 2018",
                "class files for Java 10 and later; as shipped its agent fails on JDK 17 and later (ASM 7), so"
                        + " Ringside builds a patched agent (ASM 9, its own ThreadAccess) and opens java.lang",
                "a Java agent (-javaagent) that instruments suspendable methods as classes load",
                "no remote transport in quasar-core and quasar-actors 0.8.0: actors are in-process",
                "2026-11-30");
    }

    @Override
    public List<Variant> variants() {
        return List.of(QuasarVariant.FIBER_CHANNEL, QuasarVariant.ACTOR);
    }

    /**
     * The agent and its opening, and Quasar's own threads sized to the run or idle (QuasarSettings: the pom's). The
     * scheduler every fiber and actor runs on is sized in code (QuasarVariant.start).
     */
    @Override
    public List<String> jvmArgs(int parallelism) {
        List<String> args = new ArrayList<>(List.of("-javaagent:" + QuasarAgent.jar() + QuasarSettings.agentOptions(),
                QuasarAgent.ADD_OPENS));
        args.addAll(QuasarSettings.threadProperties(parallelism));
        return args;
    }
}
