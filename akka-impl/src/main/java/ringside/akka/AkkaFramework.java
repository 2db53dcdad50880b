package ringside.akka;

import com.typesafe.config.ConfigFactory;
import java.util.List;
import ringside.contract.Framework;
import ringside.contract.Variant;

/** Akka typed actors; the version is whatever akka-actor is on the class path (-Dakka.version at build time). */
public final class AkkaFramework implements Framework {

    @Override
    public String name() {
        return "akka";
    }

    /** From akka-actor's own reference.conf, so it names the jar actually loaded, without starting a system. */
    @Override
    public String version() {
        return ConfigFactory.defaultReference().getString("akka.version");
    }

    /** Akka changed licence with 2.7.0; 2.8+ without a licence key also stops the ActorSystem after 15 minutes. */
    @Override
    public String licence() {
        String[] v = version().split("\\.");
        boolean busl = Integer.parseInt(v[0]) > 2 || (Integer.parseInt(v[0]) == 2 && Integer.parseInt(v[1]) >= 7);
        return busl ? "BUSL-1.1 (Akka 2.7+; a licence key is needed for production use)" : "Apache-2.0";
    }

    @Override
    public List<Variant> variants() {
        return List.of(ActorVariant.TYPED, ActorVariant.TYPED_TUNED);
    }

    /** Nothing beyond the launcher's common arguments: the dispatcher is sized in the variant's config. */
    @Override
    public List<String> jvmArgs(int parallelism) {
        return List.of();
    }
}
