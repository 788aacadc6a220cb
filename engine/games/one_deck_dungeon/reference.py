"""Short player-facing rules (plain HTML), in our own words (digest §3)."""

RULES_HTML = """
<h3>One Deck Dungeon</h3>
<p>One or two heroes work together through three floors of a dungeon, then fight its boss.
The encounter deck is the clock.</p>
<h4>A turn</h4>
<ol>
<li><b>Time passes:</b> discard 2 cards from the deck. Once the deck is empty the Stairs shows:
time puts tokens on it, and every third token is 1 damage.</li>
<li><b>Explore</b> (add closed doors until there are four) <b>or encounter</b> a door. A closed door is
opened first; you may then flee (no loot). An open door must be faced.</li>
<li><b>Loot</b> what you beat, even if boxes stayed empty: an item (more dice or health), a skill,
a potion type (+1 potion) or experience.</li>
<li><b>End of turn:</b> while the Stairs shows you may descend; the deck is rebuilt and the next floor's
effects add up.</li>
</ol>
<h4>Dice</h4>
<p>Roll one die per icon (8 per colour at most; black heroic dice count as any colour). Fill a box with
one die of its colour at least as high, or a wide box with dice that add up to it. Any two dice can be
spent as one die of any colour worth the lower. Armor boxes must be filled before any other box.
Every empty box costs its damage and time.</p>
<p><b>Auto-place (best)</b> puts every die where it saves the most; you can change it until you confirm.</p>
<p><b>Skills and potions</b> are used before you confirm. When a skill's cost or targets can be paid or
picked more than one way, the dice are shown as toggles with the cheapest choice already selected:
change it or just confirm. Two of your dice may pay together as one (worth the lower). With two heroes
and more than 8 icons of a colour, you choose who rolls the dice that exist.</p>
<h4>Two heroes</h4>
<p>Each player decides for their own hero: its ability before a battle, its skills (each hero is asked
after the roll, and can be asked again) and which of its cards it gives up for new loot. The first
person decides for the party: where to go, fight or flee, who takes the loot, the dice placement. A
computer partner's preference is shown with those questions.</p>
<h4>Perils</h4>
<p>Choose one of the two ways past, roll only that colour plus the level's heroic dice; the dungeon's
peril boxes come first.</p>
<h4>Boss</h4>
<p>Rounds of battle with one extra heroic die each; time means nothing. Covered boxes hurt the boss.</p>
<h4>Score</h4>
<p>XP left + 5 per item, skill, potion type and potion + 20 per level + 20 per floor + 50 for the boss.</p>
"""
